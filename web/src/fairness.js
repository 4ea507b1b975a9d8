// Provably fair draws, as far as a page can check them without the rules: the commitment
// shown from the start; at the end, the revealed server secret hashes to that commitment and
// the seed is the hash of the secret and every seat's entropy (conformance/chance.md).
// Re-deriving every draw from the seed is `meeple verify`'s job.
const text = new TextEncoder();

export function hex(bytes) {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function u32(n) {
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((a, p) => a + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

async function sha256(parts) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", concat(parts)));
}

const zero = new Uint8Array([0]);

// {commitment: bool, seed: bool} for a finished table's revealed fairness.
export async function checkFairness(table) {
  const f = table.fairness;
  const commitment = await sha256([text.encode("meeple/seed-commitment/v1"), zero,
    text.encode(table.name), zero, f.serverSecret]);
  const seats = table.seats.flatMap((s) => [u32(s.entropy.length), s.entropy]);
  const seed = await sha256([text.encode("meeple/seed/v1"), zero, f.serverSecret,
    u32(table.seats.length), ...seats]);
  return { commitment: hex(commitment) === hex(f.commitment), seed: hex(seed) === hex(f.seed) };
}

export function newEntropy() {
  return crypto.getRandomValues(new Uint8Array(32));
}
