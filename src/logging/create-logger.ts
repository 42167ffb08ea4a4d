import { pino, type Logger, type DestinationStream } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { logTraceFields } from '../tracing/log-trace-fields.js';
import { REDACTED_PATHS, REDACTION_CENSOR } from './redaction.js';

/** The process logger: JSON lines, secrets redacted, pretty-printed on a developer's terminal. */
export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'> & Partial<Pick<AppConfig, 'LOG_FORMAT'>>,
  name: string,
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR },
    // Inside a trace each line names it (trace_id, span_id), to go from a log line to its trace.
    mixin: logTraceFields,
    ...((config.LOG_FORMAT ?? (config.NODE_ENV === 'development' ? 'pretty' : 'json')) === 'pretty' && !destination
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
