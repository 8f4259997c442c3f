/**
 * Tests only: a software authenticator, so the passkey ceremony runs where no browser does (the
 * staff contract in workerd and on Node; the e2e tests use Chromium's virtual authenticator). It
 * makes a P-256 key with WebCrypto (in both runtimes) and answers as a platform authenticator
 * would, with "none" attestation; the CBOR and base64url are SimpleWebAuthn's own helpers.
 * Written here because SimpleWebAuthn has no authenticator of its own and the browsers' are not
 * reachable from workerd.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = (text: string): Bytes => new TextEncoder().encode(text);
const b64 = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);
const concat = (...parts: ArrayLike<number>[]): Bytes => Uint8Array.from(parts.flatMap((p) => Array.from(p)));
const sha256 = async (data: Bytes): Promise<Bytes> => new Uint8Array(await crypto.subtle.digest("SHA-256", data));

/** WebCrypto's ECDSA signature (r and s, 32 bytes each) as the DER sequence WebAuthn carries. */
function der(raw: Bytes): Bytes {
  const integer = (bytes: Bytes) => {
    let value = Array.from(bytes);
    while (value.length > 1 && value[0] === 0 && value[1]! < 0x80) value = value.slice(1);
    if (value[0]! >= 0x80) value = [0, ...value];
    return [0x02, value.length, ...value];
  };
  const body = [...integer(raw.slice(0, 32)), ...integer(raw.slice(32))];
  return Uint8Array.from([0x30, body.length, ...body]);
}

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export async function softPasskey() {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const id = crypto.getRandomValues(new Uint8Array(16));
  let counter = 0;
  const authenticatorData = async (rpId: string, flags: number, attested: Bytes = new Uint8Array()) =>
    concat(await sha256(utf8(rpId)), [flags], [counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff], attested);

  return {
    /** The answer to registration options (POST …/passkeys/options), for `origin`. */
    async register(options: { challenge: string; rp: { id?: string } }, origin: string): Promise<RegistrationResponseJSON> {
      // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
      const publicKey = new Map<number, number | Bytes>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const attested = concat(new Uint8Array(16), [0, id.length], id, isoCBOR.encode(publicKey));
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Bytes | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", await authenticatorData(options.rp.id ?? new URL(origin).hostname, UP | UV | AT, attested)],
        ]),
      );
      const clientDataJSON = utf8(JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false }));
      return {
        id: b64(id),
        rawId: b64(id),
        type: "public-key",
        response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },
    /** The signed answer to sign-in options (POST …/login/passkey/options), for `origin`. */
    async authenticate(options: { challenge: string; rpId?: string }, origin: string): Promise<AuthenticationResponseJSON> {
      counter++;
      const data = await authenticatorData(options.rpId ?? new URL(origin).hostname, UP | UV);
      const clientDataJSON = utf8(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }));
      const signed = concat(data, await sha256(clientDataJSON));
      const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return {
        id: b64(id),
        rawId: b64(id),
        type: "public-key",
        response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(data), signature: b64(der(signature)) },
        clientExtensionResults: {},
      };
    },
  };
}
