import '@swc-node/register/esm-register';

export default async function stackSetup() {
  const { setUpStack } = await import('./stack-lifecycle.ts');
  await setUpStack();
}
