// Which e2e files each shard runs (`jest --shard=<index>/<count>`, scripts/test.mjs's E2E_SHARDS):
// jest's own split goes by a hash of the path, which can put both accessibility files (each
// minutes long) in one shard. Here the files are dealt out heaviest first, each to the shard
// with the least work so far, by the seconds each took in a CI run (a file not listed counts
// as a typical one). Every shard's process computes the same deal from the same file list.
import { basename } from 'node:path';
import Sequencer from '@jest/test-sequencer';

/**
 * Seconds a file took with both shards side by side on the 2-core CI machine (2026-11-27), the
 * files above a typical one's; update when they change much.
 */
const SECONDS = {
  'accessibility.e2e.ts': 265,
  'accessibility-amharic.e2e.ts': 280,
  'newcomer-journey.e2e.ts': 100,
  'card-transfer.e2e.ts': 58,
  'operator-queue.e2e.ts': 42,
  'payouts.e2e.ts': 41,
  'bank-transfer.e2e.ts': 40,
  'languages.e2e.ts': 40,
  'payment-methods.e2e.ts': 39,
  'operators-four-eyes.e2e.ts': 31,
  'remittance-rule.e2e.ts': 26,
  'partner-float.e2e.ts': 25,
  'identity-verification.e2e.ts': 19,
  'sign-up-and-sign-in.e2e.ts': 19,
};
const TYPICAL_SECONDS = 12;

const seconds = (test) => SECONDS[basename(test.path)] ?? TYPICAL_SECONDS;

export default class E2eSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const heaviestFirst = [...tests].sort((a, b) => seconds(b) - seconds(a) || basename(a.path).localeCompare(basename(b.path)));
    const load = Array.from({ length: shardCount }, () => 0);
    const mine = [];
    for (const test of heaviestFirst) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] += seconds(test);
      if (lightest === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}
