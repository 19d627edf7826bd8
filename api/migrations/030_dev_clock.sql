-- Development's movable clock keeps its offset here, so an api started again on the same data
-- goes on at the time it had reached (its leases, codes and rate-limit events were written at that
-- time: a clock gone back found the engine's lease held for as long as it had been moved). Never
-- written in production, where the clock is the system's.
CREATE TABLE IF NOT EXISTS dev_clock (
  id smallint PRIMARY KEY CHECK (id = 1),
  offset_ms bigint NOT NULL CHECK (offset_ms >= 0)
);
