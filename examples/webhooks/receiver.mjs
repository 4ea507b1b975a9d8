// A webhook receiver for meeple, in Node's standard library only (docs/webhooks.md).
//
//     WEBHOOK_SECRET=... node receiver.mjs [PORT]
//
// It verifies each POST's Meeple-Signature (HMAC-SHA256 keyed by the shared secret, of
// "{t}.{raw body}"), rejects timestamps more than five minutes from its clock (a replayed old
// request), answers 2xx at once, and handles each Idempotency-Key once (meeple delivers at
// least once, so the same delivery may come again). Each new document is printed as one JSON
// line.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const SECRET = process.env.WEBHOOK_SECRET;
const TOLERANCE = 300; // seconds
const MAX_BODY = 64 * 1024;
const seen = new Set(); // a real receiver keeps these in its database, for a day or so

export function verify(header, body, nowSeconds) {
  const pairs = (header || "").split(",").map((item) => {
    const at = item.indexOf("=");
    return [item.slice(0, at), item.slice(at + 1)];
  });
  const timestamp = Number(pairs.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE) {
    return false;
  }
  const expected = createHmac("sha256", SECRET)
    .update(`${timestamp}.`)
    .update(body) // the raw bytes, before any JSON parsing
    .digest();
  // compare in constant time; several v1= values may come during a secret's rotation
  return pairs
    .filter(([key]) => key === "v1")
    .some(([, hex]) => {
      const given = Buffer.from(hex, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const server = createServer((request, response) => {
  const chunks = [];
  let size = 0;
  request.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY) request.destroy();
    else chunks.push(chunk);
  });
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const now = Math.floor(Date.now() / 1000);
    if (request.method !== "POST" || !verify(request.headers["meeple-signature"], body, now)) {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(204).end();
    const key = request.headers["idempotency-key"] || "";
    if (seen.has(key)) return; // a retry of a delivery already handled
    seen.add(key);
    const document = JSON.parse(body.toString("utf8"));
    console.log(JSON.stringify({ idempotency_key: key, ...document }));
  });
});

server.listen(Number(process.argv[2] || 8000), "127.0.0.1", () => {
  console.log(JSON.stringify({ listening: server.address().port }));
});
