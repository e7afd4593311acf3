/**
 * A supported Node.js (issue 21): the built server refuses an older one with a message that says
 * what to install, before it loads anything; the pins (`node` package, .nvmrc, engines) agree.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, unsupportedNode } from '../../src/runtime.js';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = path.resolve(API, '../..');
const SERVER = path.join(API, 'dist/server.js');

// The test runs the built entry point, so it builds it first (`tsc -b` returns at once when current).
const built = spawnSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-b', API], { encoding: 'utf8' });
if (built.status !== 0 || !existsSync(SERVER)) {
  throw new Error(`could not build the API:\n${built.stdout}${built.stderr}`);
}

/** Runs the built server as if on Node.js `version` (the version faked before the entry loads). */
function startAs(version: string) {
  const fake = `Object.defineProperty(process.versions,'node',{value:'${version}'});`;
  return spawnSync(process.execPath, ['--import', `data:text/javascript,${fake}`, SERVER], {
    encoding: 'utf8',
    timeout: 20_000,
    // Nothing it could start on: a run that got past the check would fail on this, not hang.
    env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
  });
}

describe('the Node.js the product runs on', () => {
  it('accepts 22.20 and later on the 22 line, 24.12 and later, and newer majors', () => {
    for (const v of ['22.20.0', '22.21.1', '24.12.0', '24.21.0', 'v24.21.0', '26.10.0'])
      expect(unsupportedNode(v), v).toBeNull();
  });

  it('refuses 20, early 22, 23 and early 24, naming what is needed', () => {
    for (const v of ['18.20.4', '20.20.2', '22.11.0', '23.11.0', '24.9.0']) {
      const why = unsupportedNode(v);
      expect(why, v).toContain(`needs Node.js ${SUPPORTED_NODE}`);
      expect(why, v).toContain(`this is Node.js ${v}`);
    }
  });

  it('the built server on Node.js 20 exits with that message before loading anything else', () => {
    const run = startAs('20.20.2');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NZ Estate Platform needs Node.js ^22.20.0 || >=24.12.0');
    expect(run.stderr).toContain('this is Node.js 20.20.2');
    // Refused by the check, not by the configuration it never reached.
    expect(run.stderr).not.toMatch(/PORT/);
  });

  it('on a supported Node.js it goes on to read its configuration', () => {
    const run = startAs('24.21.0');
    expect(run.status).not.toBe(0);
    expect(run.stderr).not.toContain('needs Node.js');
    expect(run.stderr).toMatch(/PORT/);
  });

  it('package.json engines, the pinned node package and .nvmrc agree', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    const pinned = pkg.devDependencies.node!;
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    expect(readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(pinned);
    expect(unsupportedNode(pinned)).toBeNull();
    expect(pinned.startsWith('24.')).toBe(true);
  });
});
