import '@swc-node/register/esm-register';

export default async function globalTeardown() {
  const { tearDownThrowawayRun } = await import('./throwaway-run.ts');
  await tearDownThrowawayRun();
}
