// Jest loads global setup outside its transform pipeline; swc-node lets Node import the
// TypeScript harness directly.
import '@swc-node/register/esm-register';

export default async function globalSetup() {
  const { setUpThrowawayRun } = await import('./throwaway-run.ts');
  await setUpThrowawayRun();
}
