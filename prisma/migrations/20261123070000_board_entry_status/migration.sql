-- A board entry's status (issue 16.5): VERIFIED when written by a ranked finish (the server refereed
-- every move), VOIDED with a reason and a time when `npm run ranked:verify -- --void` found that the
-- replay of its game does not reproduce it. A voided entry stays readable but no longer ranks: it
-- leaves leaderboard_score_count and leaderboard_best (which the void recomputes).
ALTER TABLE leaderboard_entry ADD COLUMN status text NOT NULL DEFAULT 'VERIFIED';
ALTER TABLE leaderboard_entry ADD COLUMN void_reason text;
ALTER TABLE leaderboard_entry ADD COLUMN voided_at timestamptz(3);

ALTER TABLE leaderboard_entry ADD CONSTRAINT leaderboard_entry_status_known CHECK (status IN ('VERIFIED', 'VOIDED'));
ALTER TABLE leaderboard_entry ADD CONSTRAINT leaderboard_entry_void_explained
  CHECK ((status = 'VOIDED') = (void_reason IS NOT NULL AND voided_at IS NOT NULL));

-- The voided entries of a day in board order (GET …/daily/{date}?status=VOIDED): few, so a small
-- partial index instead of a scan of the day's whole board.
CREATE INDEX leaderboard_entry_voided_idx ON leaderboard_entry (kind, date, neg_score, finished_at, player_id)
  WHERE status = 'VOIDED';
