package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// idLookupExpr is the exact expression FerretDB v1's SQLite backend filters on when it looks a
// document up by _id (find, update, delete, findAndModify). Its own _id index is built on
// `_ferretdb_sjson->"_id"`, which SQLite does not match to this expression, so every lookup by
// _id reads the whole table. An index on this expression turns those reads into index searches.
const idLookupExpr = `_ferretdb_sjson->'$._id'`

// idIndexSuffix names the added index; FerretDB's own indexes end in the index name ("_id_").
const idIndexSuffix = "__id_lookup"

// sqliteDir returns the directory of a FerretDB SQLite URL such as "file:./data/db/?mode=rwc".
func sqliteDir(sqliteURL string) (string, error) {
	u, err := url.Parse(sqliteURL)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("not a file: URL: %q", sqliteURL)
	}
	dir := u.Opaque
	if dir == "" {
		dir = u.Path
	}
	return filepath.Clean(dir), nil
}

// indexIDLookups adds the _id lookup index to every collection table of every database file in
// dir that lacks it, until ctx ends. Collections appear while the server runs (first insert or
// createIndexes), so the files are looked at every interval: a stat of each file and its WAL,
// and a connection only to a file that changed since its last check.
//
// The connection is opened and closed around each check, never kept: FerretDB drops a database by
// deleting its file, and a WAL an idle connection kept alive past that would be replayed into a
// database created later under the same name.
func indexIDLookups(ctx context.Context, dir string, interval time.Duration, logger *slog.Logger) {
	checked := map[string]string{} // file -> what its stat said when it was last checked

	for {
		files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite"))
		seen := make(map[string]bool, len(files))
		for _, file := range files {
			seen[file] = true
			state := fileState(file)
			if state == "" || checked[file] == state {
				continue
			}
			if err := indexFile(ctx, file); err != nil {
				if ctx.Err() == nil {
					logger.Error("cannot index _id lookups", "file", file, "error", err)
				}
				continue
			}
			checked[file] = state
		}
		for file := range checked {
			if !seen[file] {
				delete(checked, file)
			}
		}

		select {
		case <-ctx.Done():
			return
		case <-time.After(interval):
		}
	}
}

// fileState is a database file's identity, size and time, and its WAL's: "" when it is gone.
func fileState(file string) string {
	info, err := os.Stat(file)
	if err != nil {
		return ""
	}
	var inode uint64
	if stat, ok := info.Sys().(*syscall.Stat_t); ok {
		inode = stat.Ino
	}
	state := fmt.Sprintf("%d %d %d", inode, info.Size(), info.ModTime().UnixNano())
	if wal, err := os.Stat(file + "-wal"); err == nil {
		state += fmt.Sprintf(" %d %d", wal.Size(), wal.ModTime().UnixNano())
	}
	return state
}

// indexFile opens one database file, adds the missing indexes and closes it.
func indexFile(ctx context.Context, file string) error {
	// Only files FerretDB has created: mode=rw never creates one.
	db, err := sql.Open("sqlite", "file:"+file+"?mode=rw&_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	return indexTables(ctx, db)
}

// indexTables creates the missing _id lookup indexes of one database file.
func indexTables(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `
		SELECT t.name FROM sqlite_schema t
		WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite\_%' ESCAPE '\' AND t.name NOT LIKE '\_ferretdb\_%' ESCAPE '\'
		AND NOT EXISTS (SELECT 1 FROM sqlite_schema i WHERE i.type = 'index' AND i.tbl_name = t.name AND i.name = t.name || ?)`,
		idIndexSuffix)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}

	for _, table := range tables {
		// Only collection tables hold documents in _ferretdb_sjson.
		var columns int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM pragma_table_info(?) WHERE name = '_ferretdb_sjson'`, table).Scan(&columns); err != nil {
			return err
		}
		if columns == 0 {
			continue
		}
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (%s)`, table+idIndexSuffix, table, idLookupExpr)
		// A table dropped since the listing is no error worth reporting.
		if _, err := db.ExecContext(ctx, q); err != nil && !strings.Contains(err.Error(), "no such table") {
			return err
		}
	}
	return nil
}
