-- Rate-limit counters need no durability: an UNLOGGED table writes no WAL, so a hit's commit waits
-- for no disk flush (issue 20). A crash empties it, which only resets the windows.
ALTER TABLE "rate_limits" SET UNLOGGED;
