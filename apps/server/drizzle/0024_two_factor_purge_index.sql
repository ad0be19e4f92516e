-- The purge of ended sign-ins' two-factor rows (every six hours) reads only the rows it deletes, through
-- their creation time, not the whole table of the last 31 days' sign-ins.
CREATE INDEX "two_factor_sessions_created_idx" ON "two_factor_sessions" USING btree ("created_at");