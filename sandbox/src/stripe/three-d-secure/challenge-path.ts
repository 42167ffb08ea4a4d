/** Where the sandbox serves a challenge's page (and takes its answer), on its own origin. */
export const challengeRoutePrefix = '/stripe/3ds/challenge';

export function challengePath(challengeId: string): string {
  return `${challengeRoutePrefix}/${encodeURIComponent(challengeId)}`;
}
