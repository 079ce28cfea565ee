-- Shared AI starts granted ahead (docs/decisions/0016-usage-per-month-and-shared-ai-limits.md): a start may be
-- granted up to p_lead_ms before its time, recorded at that time, with the delay the caller waits before it
-- sends. Asking again no longer costs each start a round trip, so evenly spaced starts keep the key's rate.
-- The burst span is fractional (1.1 s ÷ 84 at 5,000 a minute is 13.1 ms). A start that went out late (its
-- instance's event loop was busy) is restamped at its real time, so the starts after it count from then.
DROP FUNCTION IF EXISTS ai_rate_acquire(text, integer, bigint, integer, integer, integer, bigint[], timestamptz);--> statement-breakpoint
CREATE FUNCTION ai_rate_acquire(
  p_key text, p_rpm integer, p_tpm bigint, p_span_ms integer, p_burst integer, p_burst_span_ms double precision,
  p_tokens bigint[], p_now timestamptz DEFAULT NULL, p_lead_ms integer DEFAULT 0
) RETURNS TABLE (granted bigint[], delays double precision[], wait_ms double precision) LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_span interval := p_span_ms * interval '1 millisecond';
  v_burst_span interval := p_burst_span_ms * interval '1 millisecond';
  v_lead interval := greatest(0, p_lead_ms) * interval '1 millisecond';
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
  delays := '{}';
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
    -- A start may be granted up to the lead ahead: it is recorded at its own time, and the caller waits the
    -- delay before it sends; past the lead, the caller asks again when the start comes within it.
    IF v_until > v_now + v_lead THEN
      wait_ms := extract(epoch FROM v_until - v_lead - v_now) * 1000;
      EXIT;
    END IF;
    v_at := greatest(v_now, v_until);
    INSERT INTO ai_rate_starts (key, at, tokens) VALUES (p_key, v_at, v_tokens) RETURNING id INTO v_id;
    granted := granted || v_id;
    delays := delays || (extract(epoch FROM v_at - v_now) * 1000)::double precision;
    v_requests := v_requests + 1;
    v_window := v_window + v_tokens;
  END LOOP;
  UPDATE ai_rate_limits SET window_requests = v_requests, window_tokens = v_window, used_at = v_now
  WHERE key = p_key;
  RETURN NEXT;
END $$;--> statement-breakpoint
-- A start went out p_late_ms after the time it was recorded at: it counts from when it went out.
CREATE FUNCTION ai_rate_restamp(p_key text, p_id bigint, p_late_ms double precision) RETURNS void
LANGUAGE sql AS $$
  UPDATE ai_rate_starts SET at = at + greatest(0, p_late_ms) * interval '1 millisecond'
  WHERE id = p_id AND key = p_key;
$$;
