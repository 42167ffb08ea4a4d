import { SandboxInbox } from '../../support/sandbox-inbox.js';
import { sandboxUrl } from './browser.js';

/** The e2e stack's sandbox inbox. */
export const inbox = (): SandboxInbox => new SandboxInbox(sandboxUrl());
