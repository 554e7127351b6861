// Command ferretdb runs FerretDB v1 with its SQLite backend as the site's embedded
// MongoDB-compatible database. It wraps FerretDB's embeddable package because the
// upstream command refuses to start when built outside FerretDB's own repository
// (it expects a generated version file that module downloads do not carry).
package main

import (
	"context"
	"flag"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	handler := flag.String("handler", "sqlite", "backend handler: sqlite")
	sqliteURL := flag.String("sqlite-url", "file:./data/db/", "SQLite directory URI; must end with a slash")
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	exitWithParent := flag.Bool("exit-on-stdin-close", false, "stop when standard input closes (the parent process died)")
	flag.Parse()

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listenAddr},
		Handler:   *handler,
		SQLiteURL: *sqliteURL,
		Logger:    logger,
	})
	if err != nil {
		logger.Error("cannot start FerretDB", "error", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	if *exitWithParent {
		// The launcher holds our stdin open; when it dies, even by SIGKILL, the pipe closes and we
		// stop too, so a restarted server never meets an orphan holding the same SQLite files.
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	dir, err := sqliteDir(*sqliteURL)
	if err != nil {
		logger.Error("cannot read the SQLite URL", "error", err)
		os.Exit(1)
	}
	go indexIDLookups(ctx, dir, time.Second, logger)

	if err := db.Run(ctx); err != nil && ctx.Err() == nil {
		logger.Error("FerretDB stopped", "error", err)
		os.Exit(1)
	}
}
