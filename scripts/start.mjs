#!/usr/bin/env node
// `pnpm start`: build the browser apps when their dist is missing or older than their sources,
// then start the server, which serves the API and the built apps (shell at /, remotes at /remotes/<name>/).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');

buildWebIfStale();

const server = spawn('pnpm', ['--filter', 'server', 'start'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
