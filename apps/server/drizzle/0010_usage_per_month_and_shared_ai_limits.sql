CREATE TABLE "ai_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone,
	"window_requests" integer DEFAULT 0 NOT NULL,
	"window_tokens" bigint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_rate_starts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_rate_starts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"tokens" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_credit_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"tokens" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_usage" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"tokens_used" bigint DEFAULT 0 NOT NULL,
	"tokens_reserved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_usage_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
ALTER TABLE "ai_rate_starts" ADD CONSTRAINT "ai_rate_starts_key_ai_rate_limits_key_fk" FOREIGN KEY ("key") REFERENCES "public"."ai_rate_limits"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_reservations" ADD CONSTRAINT "ai_credit_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_usage" ADD CONSTRAINT "organization_usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_rate_starts_key_at_idx" ON "ai_rate_starts" USING btree ("key","at","id");--> statement-breakpoint
CREATE INDEX "ai_credit_reservations_created_idx" ON "ai_credit_reservations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "current_month_usage";--> statement-breakpoint
-- Each month's usage from the calls metered so far (current_month_usage had counted them all, every month).
INSERT INTO "organization_usage" ("organization_id", "month", "tokens_used")
SELECT "organization_id", date_trunc('month', "timestamp" AT TIME ZONE 'UTC')::date, sum("tokens_used")
FROM "api_usage" WHERE "organization_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
-- The shared pace of a provider key (docs/product/ai.md#pacing, platform/ai/shared-limiter.ts): grants, in
-- order, the calls of p_tokens (each call's estimated tokens) that may start now under the key's limits and
-- records their starts; stops at the first that may not, and says in wait_ms when it could. The rules are
-- RateLimiter's (limiter.ts) over the starts of every instance: at most p_rpm starts in any p_span_ms (the
-- window plus its margin), at most p_burst in any p_burst_span_ms (0: no burst rule), their tokens within
-- p_tpm (a call larger than p_tpm runs alone once the window is empty), nothing before paused_until. Time is
-- the database's clock (p_now only in tests), so instances whose clocks differ agree. The key's row is locked
-- first, so each statement below sees the starts granted by every instance before it.
CREATE OR REPLACE FUNCTION ai_rate_acquire(
  p_key text, p_rpm integer, p_tpm bigint, p_span_ms integer, p_burst integer, p_burst_span_ms integer,
  p_tokens bigint[], p_now timestamptz DEFAULT NULL
) RETURNS TABLE (granted bigint[], wait_ms double precision) LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_span interval := p_span_ms * interval '1 millisecond';
  v_burst_span interval := p_burst_span_ms * interval '1 millisecond';
  v_state ai_rate_limits%ROWTYPE;
  v_requests integer;
  v_window bigint;
  v_gone_requests integer;
  v_gone_tokens bigint;
  v_until timestamptz;
  v_at timestamptz;
  v_tokens bigint;
  v_id bigint;
BEGIN
  granted := '{}';
  wait_ms := NULL;
  INSERT INTO ai_rate_limits AS k (key) VALUES (p_key)
  ON CONFLICT (key) DO UPDATE SET used_at = k.used_at
  RETURNING * INTO v_state;
  -- Read after the lock: a call that waited for it counts from when it may decide, after the one before it.
  v_now := coalesce(p_now, clock_timestamp());
  WITH gone AS (
    DELETE FROM ai_rate_starts WHERE key = p_key AND at <= v_now - v_span RETURNING tokens
  ) SELECT count(*), coalesce(sum(tokens), 0) INTO v_gone_requests, v_gone_tokens FROM gone;
  v_requests := v_state.window_requests - v_gone_requests;
  v_window := v_state.window_tokens - v_gone_tokens;
  FOREACH v_tokens IN ARRAY p_tokens LOOP
    v_until := coalesce(v_state.paused_until, '-infinity');
    IF v_requests >= p_rpm THEN
      SELECT s.at INTO v_at FROM ai_rate_starts s WHERE s.key = p_key
      ORDER BY s.at, s.id OFFSET v_requests - p_rpm LIMIT 1;
      v_until := greatest(v_until, v_at + v_span);
    END IF;
    IF p_burst > 0 THEN
      SELECT s.at INTO v_at FROM ai_rate_starts s WHERE s.key = p_key AND s.at > v_now - v_burst_span
      ORDER BY s.at DESC, s.id DESC OFFSET p_burst - 1 LIMIT 1;
      IF FOUND THEN
        v_until := greatest(v_until, v_at + v_burst_span);
      END IF;
    END IF;
    IF v_window + v_tokens > p_tpm AND v_requests > 0 THEN
      -- The oldest starts must leave until the rest plus this call fit, or until the window is empty.
      SELECT w.at INTO v_at FROM (
        SELECT s.at, s.id, sum(s.tokens) OVER (ORDER BY s.at, s.id) AS left_by
        FROM ai_rate_starts s WHERE s.key = p_key
      ) w WHERE v_window - w.left_by + v_tokens <= p_tpm ORDER BY w.at, w.id LIMIT 1;
      IF NOT FOUND THEN
        SELECT max(s.at) INTO v_at FROM ai_rate_starts s WHERE s.key = p_key;
      END IF;
      v_until := greatest(v_until, v_at + v_span);
    END IF;
    IF v_until > v_now THEN
      wait_ms := extract(epoch FROM v_until - v_now) * 1000;
      EXIT;
    END IF;
    INSERT INTO ai_rate_starts (key, at, tokens) VALUES (p_key, v_now, v_tokens) RETURNING id INTO v_id;
    granted := granted || v_id;
    v_requests := v_requests + 1;
    v_window := v_window + v_tokens;
  END LOOP;
  UPDATE ai_rate_limits SET window_requests = v_requests, window_tokens = v_window, used_at = v_now
  WHERE key = p_key;
  RETURN NEXT;
END $$;--> statement-breakpoint
-- A call ended: its start counts p_tokens (the tokens it used) instead of its estimate, unless it has left
-- the window already (then it no longer counts at all).
CREATE OR REPLACE FUNCTION ai_rate_settle(p_key text, p_id bigint, p_tokens bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_old bigint;
BEGIN
  PERFORM 1 FROM ai_rate_limits WHERE key = p_key FOR UPDATE;
  SELECT tokens INTO v_old FROM ai_rate_starts WHERE id = p_id AND key = p_key;
  IF FOUND THEN
    UPDATE ai_rate_starts SET tokens = greatest(0, p_tokens) WHERE id = p_id;
    UPDATE ai_rate_limits SET window_tokens = window_tokens + greatest(0, p_tokens) - v_old WHERE key = p_key;
  END IF;
END $$;
