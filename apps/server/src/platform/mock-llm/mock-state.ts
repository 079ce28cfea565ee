import {
  defaultMockConfig,
  type MockConfig,
  type MockRequestRecord,
  type ScriptItem,
} from './mock-config.js';
import { seededRandom } from './random.js';

export type RandomFault = 'timeout' | 'error' | 'malformed';

/** The mock provider's mutable state: config, scripted replies, the request log and the rate-limit window. */
export class MockState {
  config: MockConfig;
  log: MockRequestRecord[] = [];
  private script: ScriptItem[] = [];
  private accepted: number[] = [];
  private nextId = 1;
  private faults: () => number;

  constructor(overrides: Partial<MockConfig>) {
    this.config = { ...defaultMockConfig, ...overrides };
    this.faults = seededRandom(this.config.seed);
  }

  configure(patch: Partial<MockConfig>): MockConfig {
    this.config = { ...this.config, ...patch };
    if (patch.seed !== undefined) this.faults = seededRandom(this.config.seed);
    return this.config;
  }

  /** Forgets the script, the log and the window; the config stays. */
  reset(): void {
    this.script = [];
    this.log = [];
    this.accepted = [];
    this.nextId = 1;
    this.faults = seededRandom(this.config.seed);
  }

  /** Queues scripted replies; returns how many are queued. */
  pushScript(items: ScriptItem | ScriptItem[]): number {
    this.script.push(...(Array.isArray(items) ? items : [items]));
    return this.script.length;
  }

  /** Takes the first scripted reply whose `match` fits the request (an item with `times` stays until used up). */
  takeScripted(rec: MockRequestRecord): ScriptItem | undefined {
    const i = this.script.findIndex(
      (item) =>
        (item.match?.task === undefined || item.match.task === rec.task) &&
        (item.match?.schemaName === undefined || item.match.schemaName === rec.schemaName) &&
        (item.match?.stream === undefined || item.match.stream === rec.stream),
    );
    if (i < 0) return undefined;
    const item = this.script[i]!;
    if ((item.times ?? 1) <= 1) this.script.splice(i, 1);
    else this.script[i] = { ...item, times: (item.times ?? 1) - 1 };
    return item;
  }

  newRecordId(): number {
    return this.nextId++;
  }

  /**
   * Counts a request against the requests-per-window limit.
   * @returns undefined when accepted, else the ms until the oldest accepted request leaves the window.
   */
  admit(now: number): number | undefined {
    const { rpm, rpmWindowMs } = this.config;
    this.accepted = this.accepted.filter((t) => t + rpmWindowMs > now);
    if (rpm > 0 && this.accepted.length >= rpm) return Math.max(1, this.accepted[0]! + rpmWindowMs - now);
    this.accepted.push(now);
    return undefined;
  }

  /** A fault drawn at the configured rates (timeout, then 500, then malformed), or undefined. */
  drawFault(): RandomFault | undefined {
    if (this.faults() < this.config.timeoutRate) return 'timeout';
    if (this.faults() < this.config.failRate) return 'error';
    if (this.faults() < this.config.malformedRate) return 'malformed';
    return undefined;
  }

  requests(task?: string): MockRequestRecord[] {
    return task ? this.log.filter((r) => r.task === task) : [...this.log];
  }
}
