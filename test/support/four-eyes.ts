import type { OperatorRole } from '../../src/admin/domain/operator.js';
import { BrowserLikeClient } from './browser-like-client.js';
import type { InProcessStack } from './in-process-stack.js';
import { signInAsOperator, type TestOperator } from './signed-in-operator.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  body: Json;
}

/**
 * A second operator (an owner unless told), new and signed in on a client of their own at
 * `address`, approves the proposal `approvalId` (issue #25, four-eyes approval).
 */
export async function approveAsSecondOperator(
  stack: Pick<InProcessStack, 'api' | 'apiUrl'>,
  approvalId: string,
  { address, role = 'owner' }: { address: string; role?: OperatorRole },
): Promise<Answer & { approver: TestOperator }> {
  const client = new BrowserLikeClient(stack.apiUrl, address);
  const approver = await signInAsOperator(stack, client, { role });
  const response = await client.post(`/api/admin/approvals/${approvalId}/approve`, {});
  return { status: response.status, body: (await response.json()) as Json, approver };
}

/**
 * A four-eyes queue action (another destination, a refund paid outside, a screening release):
 * proposed by `proposer` (with a note for the approver unless `body` has one), then approved by
 * a second operator at `address`. Answers as the action itself would: 200 with its outcome and
 * message once approved; the proposal's own answer when it was not proposed (a refusal, or
 * `already_done`); the approval's refusal otherwise.
 */
export async function proposeAndApprove(
  stack: Pick<InProcessStack, 'api' | 'apiUrl'>,
  proposer: BrowserLikeClient,
  body: Json,
  second: { address: string; role?: OperatorRole },
): Promise<Answer & { approver?: TestOperator }> {
  const proposed = await proposer.post('/api/admin/attention/actions', { proposalNote: 'Checked with the sender by phone', ...body });
  const answer = (await proposed.json()) as Json;
  if (proposed.status !== 202) return { status: proposed.status, body: answer };
  const approved = await approveAsSecondOperator(stack, answer.approvalId as string, second);
  if (approved.status !== 200) return { status: approved.status, body: approved.body, approver: approved.approver };
  return { status: 200, body: { outcome: approved.body.outcome, message: approved.body.message }, approver: approved.approver };
}

/**
 * A four-eyes change that is not a queue action (the sending limits, a float top-up confirmed by
 * hand, a rate beyond the approval band): sent by `proposer` with a note for the approver (unless
 * `body` has one), then approved by a second operator at `address`. Answers the approval's
 * answer (200 with the outcome and message) once approved; the request's own answer when it was
 * not proposed (a refusal, or nothing to propose).
 */
export async function requestAndApprove(
  stack: Pick<InProcessStack, 'api' | 'apiUrl'>,
  proposer: BrowserLikeClient,
  request: { method: string; path: string; body?: Json },
  second: { address: string; role?: OperatorRole },
): Promise<Answer & { approver?: TestOperator }> {
  const proposed = await proposer.request(request.method, request.path, { proposalNote: 'Checked against the bank statement', ...request.body });
  const answer = (await proposed.json()) as Json;
  if (proposed.status !== 202) return { status: proposed.status, body: answer };
  const approved = await approveAsSecondOperator(stack, answer.approvalId as string, second);
  return { status: approved.status, body: approved.body, approver: approved.approver };
}
