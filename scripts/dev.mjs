/**
 * `npm run dev`: the server (server/main.ts through tsx, restarted on every change of server/ or
 * mock/) on API_PORT with its database, and `max dev` on PORT with hot reload, proxying /webapi to it.
 */
import { spawn } from 'node:child_process';

const PORT = process.env.PORT || '8000';
const API_PORT = process.env.API_PORT || '8001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'mock/**', '--include', 'docs/openapi.yaml', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT, DIST_DIR: 'off' },
  }),
  spawn('npx', ['max', 'dev'], { stdio: 'inherit', env: { ...process.env, PORT, API_PORT } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
