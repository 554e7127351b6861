import type { mongo } from 'mongoose';
import { isStorageFull } from './failures.ts';

const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify']);

/** Set by a write refused for lack of space; cleared by the next write the database accepts. */
let full = false;

export function storageFull(): boolean {
  return full;
}

interface WriteReply {
  writeErrors?: { code?: number; errmsg?: string }[];
}

/** Watches every command of `client` (opened with `monitorCommands: true`), so health knows when the disk is full. */
export function watchStorage(client: mongo.MongoClient): void {
  client.on('commandFailed', (event) => {
    if (isStorageFull(event.failure)) full = true;
  });
  client.on('commandSucceeded', (event) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    // A refused insert or update still "succeeds" as a command, with its errors in the reply.
    const errors = (event.reply as WriteReply | undefined)?.writeErrors ?? [];
    if (errors.some((e) => isStorageFull({ code: e.code, message: e.errmsg }))) full = true;
    else if (errors.length === 0) full = false;
  });
}
