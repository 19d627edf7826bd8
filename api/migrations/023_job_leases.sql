-- Work that one api process does at a time (development's demo content): the process that takes
-- a job's lease does it and gives the lease back; the others skip it. A lease a stopped process
-- never gave back runs out. Times are the database's, the one clock every process shares.
CREATE TABLE job_leases (
  job text PRIMARY KEY,
  holder text NOT NULL,
  until timestamptz NOT NULL
);
