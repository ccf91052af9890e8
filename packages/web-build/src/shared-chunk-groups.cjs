// Where a build's shared singletons are in its chunk graph: the chunk group that provides each one
// (its own copy, which the share scope hands out), and which ones a set of chunks consumes. The
// manifest lists both, so that a page's shared modules can be preloaded before its code runs.

/** The shared module `identifier` (a provide or consume module of the container plugin) stands for, among `names`. */
function sharedNameOf(identifier, kind, names) {
  const prefix = /^(provide|consume) shared module \([^)]*\) /.exec(identifier);
  if (!prefix || prefix[1] !== kind) return undefined;
  const rest = identifier.slice(prefix[0].length);
  // `react@19.3.1` must not pass for `react/jsx-runtime`: the name ends at its version's `@`.
  return names.find((name) => rest.startsWith(`${name}@`));
}

/**
 * Shared module name → the chunk group of this build's own copy of it: the async group its provide
 * module starts, or for an eager one (the shell's startup singletons) the entry point it is in.
 */
function providerGroups(compilation, names) {
  const groups = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const name = origin.module && sharedNameOf(origin.module.identifier(), 'provide', names);
      if (name && !groups.has(name)) groups.set(name, group);
    }
  }
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const name = sharedNameOf(module.identifier(), 'provide', names);
        if (name && !groups.has(name)) groups.set(name, entrypoint);
      }
    }
  }
  return groups;
}

/** The shared modules `chunks` consume, with those their providers here consume in turn (sorted). */
function consumedShared(compilation, chunks, names) {
  const providers = providerGroups(compilation, names);
  const found = new Set();
  const queue = [...chunks];
  const seen = new Set();
  while (queue.length) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const name = sharedNameOf(module.identifier(), 'consume', names);
      if (!name || found.has(name)) continue;
      found.add(name);
      queue.push(...(providers.get(name)?.chunks ?? []));
    }
  }
  return [...found].sort();
}

/** The JavaScript files of a chunk group, in its chunks' order. */
const jsFilesOf = (group) =>
  [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => f.endsWith('.js'));

module.exports = { consumedShared, jsFilesOf };
