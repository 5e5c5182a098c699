/*
 * A passkey held in software, for tests: it answers better-auth's registration and
 * authentication options exactly as a device would (WebAuthn level 2, "none" attestation,
 * an ES256 key), so the server's real checks run on both engines without a browser.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/** The smallest CBOR encoder (RFC 8949) for what WebAuthn needs: maps, text, bytes, integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(length, 1);
    return buffer;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const entries = [...value.entries()].flatMap(([key, inner]) => [cbor(key), cbor(inner)]);
    return Buffer.concat([head(5, value.size), ...entries]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const base64url = (buffer: Buffer) => buffer.toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

export interface RegistrationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

export interface AuthenticationOptions {
  challenge: string;
  rpId: string;
}

export class SoftwarePasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  private userHandle = "";

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  private authenticatorData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The browser's answer to navigator.credentials.create() with these options. */
  register(options: RegistrationOptions) {
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: "jwk" });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    // User present, user verified, attested credential data included.
    const authData = this.authenticatorData(options.rp.id, 0x01 | 0x04 | 0x40, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: base64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The browser's answer to navigator.credentials.get() with these options. */
  authenticate(options: AuthenticationOptions) {
    this.counter++;
    const authData = this.authenticatorData(options.rpId, 0x01 | 0x04);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
