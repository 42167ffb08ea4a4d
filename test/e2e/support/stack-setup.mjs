import '@swc-node/register/esm-register';

export default async function stackSetup(globalConfig) {
  const { setUpStack } = await import('./stack-lifecycle.ts');
  await setUpStack(globalConfig.shard ?? undefined);
}
