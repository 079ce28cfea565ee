import { parseArgs } from 'node:util';
import { type MockConfig, mockConfigFromEnv } from '#src/platform/mock-llm/mock-config.js';
import { startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';

/**
 * `npm run mock-llm`: the project's OpenAI-compatible mock provider as a process, for e2e journeys, benchmarks
 * and offline demos. Options: --port (4010), --host (127.0.0.1), --latency ms, --rpm, --fail-rate,
 * --timeout-rate, --malformed-rate (0..1), --api-key, --seed; MOCK_LLM_* variables give the same settings
 * (flags win). Point the server at it with OPENAI_BASE_URL=http://127.0.0.1:4010/v1 and any OPENAI_API_KEY.
 */
const usage = `Usage: npm run mock-llm -- [--port 4010] [--host 127.0.0.1] [--latency ms] [--rpm n]
  [--fail-rate 0..1] [--timeout-rate 0..1] [--malformed-rate 0..1] [--api-key key] [--seed n]`;

function num(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      latency: { type: 'string' },
      rpm: { type: 'string' },
      'fail-rate': { type: 'string' },
      'timeout-rate': { type: 'string' },
      'malformed-rate': { type: 'string' },
      'api-key': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const flags: Partial<MockConfig> = {
    latencyMs: num('latency', values.latency),
    rpm: num('rpm', values.rpm),
    failRate: num('fail-rate', values['fail-rate']),
    timeoutRate: num('timeout-rate', values['timeout-rate']),
    malformedRate: num('malformed-rate', values['malformed-rate']),
    seed: num('seed', values.seed),
    apiKey: values['api-key'],
  };
  const config = {
    ...mockConfigFromEnv(process.env),
    ...Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)),
  };
  const mock = await startMockLlm({
    ...config,
    port: num('port', values.port ?? process.env.MOCK_LLM_PORT) ?? 4010,
    host: values.host ?? process.env.MOCK_LLM_HOST ?? '127.0.0.1',
  });
  console.log(`mock-llm listening on ${mock.baseURL} (${JSON.stringify(mock.config())})`);
  console.log(
    'control: POST /__mock/script, GET /__mock/requests, POST /__mock/reset, GET|POST /__mock/config',
  );
  const stop = () => {
    mock.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  console.error(usage);
  process.exit(1);
});
