-- Red cards on every match summary (lists show them beside the team): counted from the match's
-- events, which this index finds without reading the rest of a match's events.
CREATE INDEX match_events_sendings_off ON match_events (match_id, side) WHERE type IN ('red_card', 'second_yellow');
