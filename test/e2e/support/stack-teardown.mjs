import '@swc-node/register/esm-register';

export default async function stackTeardown() {
  const { tearDownStack } = await import('./stack-lifecycle.ts');
  await tearDownStack();
}
