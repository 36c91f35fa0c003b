#!/usr/bin/env node
// Every reference the repository makes must resolve inside it (docs/conventions.md#documentation-references):
// Markdown links and images, repository paths named in docs and code comments, `docs/rules.md §N` sections and
// `docs/<file>.md#anchor` headings. Documents outside the repository are never cited: a clone has only itself.
// Only Node built-ins: `npm test` runs this first, before anything is installed or built.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Names of documents that live outside the repository, spelled so this file does not match itself.
const OUTSIDE = [
  ['DESIGN', '.md'],
  ['STYLE', '.md'],
  ['marketplace', '-spec'],
  ['../', 'shared/'],
].map((parts) => parts.join(''));
const SPEC_SECTION = new RegExp(`\\bspec(?:'s)? ${'§'}\\d`, 'i');

// Top folders a repository path can start with; a word like "libs/" in prose counts only with a file or folder after it.
const PATH_ROOTS = ['apps', 'libs', 'tools', 'bench', 'infra', 'docs', '.ci'];
const REPO_PATH = new RegExp(`(?<![\\w./@-])((?:${PATH_ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w.@/-]*[\\w/])(#[\\w-]+)?`, 'g');
const RULES_CITATION = /docs\/rules\.md((?:[ ,/]*(?:and )?§\d+(?:\.\d+)?)+)/g;
// What a path may hold that makes it a pattern, not a file: placeholders, globs, build output.
const NOT_A_FILE = /[<>*{}$…]|\/dist\/|(^|\/)(dist|tmp|node_modules|coverage)(\/|$)/;

const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.prisma', '.sql', '.yaml', '.yml', '.sh', '.css']);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Anchors and numbered sections (`3`, `3.1`) of a Markdown document. */
export function headingsOf(markdown) {
  const anchors = new Set();
  const sections = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
    const numbered = /^(\d+(?:\.\d+)*)\.?\s/.exec(m[1]);
    if (numbered) sections.add(numbered[1]);
  }
  return { anchors, sections };
}

/** The comments of a source file, one string per line they stand on (line numbers kept). */
export function commentsOf(text, extension) {
  const lines = text.split('\n');
  const out = lines.map(() => '');
  if (['.yaml', '.yml', '.sh'].includes(extension) || extension === '') {
    lines.forEach((line, i) => {
      const at = line.search(/(^|\s)#/);
      if (at >= 0) out[i] = line.slice(at);
    });
    return out;
  }
  if (extension === '.sql') {
    lines.forEach((line, i) => {
      const at = line.indexOf('--');
      if (at >= 0) out[i] = line.slice(at);
    });
    return out;
  }
  let inBlock = false;
  lines.forEach((line, i) => {
    let rest = line;
    let kept = '';
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        kept += end < 0 ? rest : rest.slice(0, end);
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const block = rest.indexOf('/*');
      const lineComment = rest.search(/(^|[^:"'`\\])\/\//);
      if (lineComment >= 0 && (block < 0 || lineComment < block)) {
        kept += rest.slice(lineComment);
        break;
      }
      if (block < 0) break;
      inBlock = true;
      rest = rest.slice(block + 2);
    }
    out[i] = kept;
  });
  return out;
}

/**
 * The problems of one file's text. `exists(repoPath)` says whether a file or folder is in the repository,
 * `headings(repoPath)` gives a Markdown document's anchors and numbered sections.
 */
export function problemsIn(file, text, { exists, headings }) {
  const problems = [];
  const extension = path.extname(file);
  const markdown = extension === '.md';
  const dir = path.posix.dirname(file);
  const report = (line, message) => problems.push(`${file}:${line + 1}: ${message}`);

  text.split('\n').forEach((line, i) => {
    for (const name of OUTSIDE) if (line.includes(name)) report(i, `cites ${name}, which is not in the repository`);
    if (SPEC_SECTION.test(line)) report(i, 'cites a spec section; cite docs/rules.md §N');
  });

  const checkAnchor = (i, target, anchor) => {
    if (!anchor || !target.endsWith('.md')) return;
    if (!headings(target).anchors.has(anchor)) report(i, `${target}#${anchor}: no such heading`);
  };

  if (markdown) {
    let fenced = false;
    text.split('\n').forEach((line, i) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const m of line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const raw = m[1];
        if (/^[a-z]+:/i.test(raw)) continue;
        const [target, anchor] = raw.split('#');
        const resolved = target === '' ? file : path.posix.normalize(path.posix.join(dir, decodeURI(target)));
        if (resolved.startsWith('..')) report(i, `link ${raw} leaves the repository`);
        else if (!exists(resolved)) report(i, `link ${raw}: ${resolved} does not exist`);
        else checkAnchor(i, resolved, anchor);
      }
    });
  }

  // In code only the comments are prose; a path in a string is data (an output folder, a test's fixture).
  const dockerfile = file.endsWith('Dockerfile');
  const lines = markdown || (!CODE_EXTENSIONS.has(extension) && !dockerfile) ? text.split('\n') : commentsOf(text, dockerfile ? '' : extension);
  lines.forEach((line, i) => {
    const plain = markdown ? line.replace(/\]\([^)]*\)/g, ']') : line;
    for (const m of plain.matchAll(REPO_PATH)) {
      const target = m[1].replace(/\/$/, '');
      if (NOT_A_FILE.test(target)) continue;
      if (!exists(target)) report(i, `${target} does not exist`);
      else checkAnchor(i, target, m[2]?.slice(1));
    }
    for (const m of line.matchAll(RULES_CITATION)) {
      const { sections } = headings('docs/rules.md');
      for (const s of m[1].matchAll(/§(\d+(?:\.\d+)?)/g)) {
        if (!sections.has(s[1])) report(i, `docs/rules.md §${s[1]}: no such section`);
      }
    }
  });
  return problems;
}

// The check and its test name broken references on purpose.
const SELF = new Set(['tools/check-references.mjs', 'infra/test/references.spec.ts']);

/** Every problem in the repository's tracked text files. */
export function checkRepository(root = ROOT) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !/\.(png|jpe?g|webp|gif|ico|woff2?|lock)$|package-lock\.json$|(^|\/)generated\//.test(f));
  const tracked = new Set(files);
  const folders = new Set(files.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const exists = (p) => tracked.has(p) || folders.has(p) || existsSync(path.join(root, p));
  const cache = new Map();
  const headings = (p) => {
    if (!cache.has(p)) cache.set(p, headingsOf(existsSync(path.join(root, p)) ? readFileSync(path.join(root, p), 'utf8') : ''));
    return cache.get(p);
  };
  const problems = [];
  for (const file of files) {
    if (SELF.has(file)) continue;
    const full = path.join(root, file);
    if (!existsSync(full) || statSync(full).size > 1_000_000) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    problems.push(...problemsIn(file, text, { exists, headings }));
  }
  return { problems, files: files.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, files } = checkRepository();
  for (const p of problems) process.stdout.write(`${p}\n`);
  process.stdout.write(`${files} files checked, ${problems.length} unresolved references\n`);
  process.exit(problems.length === 0 ? 0 : 1);
}
