-- The voided entries of a day are listed in board order, (neg_score, neg_tie_break, finished_at,
-- player_id) (DAILY_VOIDED_PAGE_SQL), but their partial index (20261123070000_board_entry_status)
-- was made without the tie-break: entries of equal score were sorted after the index scan, and a
-- page after a cursor could not seek on the full row comparison. Recreated with neg_tie_break right
-- after neg_score, as in leaderboard_entry_board_idx.
DROP INDEX leaderboard_entry_voided_idx;
CREATE INDEX leaderboard_entry_voided_idx ON leaderboard_entry (kind, date, neg_score, neg_tie_break, finished_at, player_id)
  WHERE status = 'VOIDED';
