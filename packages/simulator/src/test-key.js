// @ts-check
// The simulator's published TEST key pair for `Signature` (Authentication rule 5), made once with node:crypto
// (RSA 2048). Its private half is published here on purpose, so that anyone can sign requests to the simulator's
// default accounts (the workflows, the client's tests, a user's own tests). It is a test key: it signs nothing
// anywhere else, and never use it, or any key published with code, for production or a real sandbox (see
// docs/guides/simulator.md and docs/guides/security.md).
import { signRsaSha256 } from './platform/rsa.js';

/** SPKI PEM: every default account verifies `Signature` with it, and so does an account given without its own. */
export const TEST_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvQNm9+2qi9PcoeAteZMD
zYcZdQCN7mQkFPEWKXkLciJTxsmLYoNSgh+vjGkE6LIPaXo/o8a5wr4cikVqsr4n
GvM+3hQyFZVzdxU/0SfUrQUNPbr9JYhVWxzn7EqMo3aPeSBXbTfIPtwTVpAnV5ac
BNdhwPlja2wlKW4ZmhdIczcO6+taw1DQe3wyXvFY7wo53P263n2mwduw0xTz4mAY
pcN/TtqKe0Bv6vBfZBlh8SR1j/5FRFitDlmbNT9vRG9qoa/m6KjJREWnbJRryheG
VRFdjavvMEdr7oWgj/KPFJ5sfCyM89jFJs0LU+teXJvO2lqz+YCd5uPjJGRHud0P
HwIDAQAB
-----END PUBLIC KEY-----
`;

/** PKCS#8 PEM: published, a test key only (it makes the signatures the simulator's default accounts accept). */
export const TEST_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC9A2b37aqL09yh
4C15kwPNhxl1AI3uZCQU8RYpeQtyIlPGyYtig1KCH6+MaQTosg9pej+jxrnCvhyK
RWqyvica8z7eFDIVlXN3FT/RJ9StBQ09uv0liFVbHOfsSoyjdo95IFdtN8g+3BNW
kCdXlpwE12HA+WNrbCUpbhmaF0hzNw7r61rDUNB7fDJe8VjvCjnc/brefabB27DT
FPPiYBilw39O2op7QG/q8F9kGWHxJHWP/kVEWK0OWZs1P29Eb2qhr+boqMlERads
lGvKF4ZVEV2Nq+8wR2vuhaCP8o8Unmx8LIzz2MUmzQtT615cm87aWrP5gJ3m4+Mk
ZEe53Q8fAgMBAAECggEALlC2G4yOXOMWTkg7fG3s4aD4OPZg0QiS2trUnmb9ygLl
WnGqiQI65o3TG2nkfQycwDDnhT89551kKvGlmpUDyhPO1OZH+4f6mjSHxb2n3Jm/
S+AVBexpVgE4R2thGPEFaR3mrmmb1ONijbSXH1xVcM5CMuIpXXpLhOJovZx08V4g
hIoSdY0CSiYTr/tmYRKuf2kP7gLIGQsfLu7RcFELLeGAWX4fWeEhXkTScmuVdyMC
Ery48rIgqviwjukgsN8Bzrw2rzHVJnJb8YzSXjYBwi0Xt46hzw8rImBW/jiZ7+c0
CFE+2ubxJIRyoLU+zmysqr2YgK4uRHAe7vULT6+viQKBgQD+athIwcGnVh4YOuMI
iNfnBMDxjWJPDHGcEGn6U+k8kTC7c4eFJrzHXvcJ5MBkeMAYxzVvH5OFx/8vBWWp
zEhIUn+Z4PH2hd8r2M7oIVXx4SIZq6S+LrjZasa6RfzIX3nKxoe4MKVL5Ak8Lq7m
B3Tx0lTdYYPn7GNfuQbhsy6N3QKBgQC+MGcMdu1L0MsomT0IMaMtpwCF7qBm95lL
nP+uN1Z9ubq53JeSDyV5RlLhXKCNVAncXa3B5EE76sf6Z6ZiG5ZIA7DUB6BPCHBs
f4/TWUyWeXf2eltW2v7X3b4EVEO56ilNsOenaEqis109thSDXoSAKslSTx/5Qaxg
rqcvp6f3KwKBgQDRrUTrUaREQRk0ZvPNiNpHLwfFC/zFoT/Qm0Z8ZMOIgzBijOhX
uIFE3uNCaCCXrVzEDwnet2thil6pZg1PT2kTEcrQCy/fOJ2hCWIctbybSCxOc8Om
aeM2bGW0BxI6IVXC5LPd/Vl9nkZuLxs9wU+ELRB8E24eqheMQHWHdaEckQKBgBpK
zrQmbL+iabN/G7TaR9iz0ZqyVnJloEeXuLD47XgMCQhQupNyjJerZSHKkFd5WrOg
L7kyOOJznpm7YoEFl0z1Vai6NSs323LkX5m0KqZSvIbSe3YSaFCnUvF+RK6a9ILN
BflarZa4fRde6I8QrfiZ8aLzVVQ8A/yJqIsp/kppAoGAclfG/35QXrAUPSx8tSAI
8VbRPnXFPCX8SOdpLAlrfzugYjnOswkrR+KKii2Eme8OjECC8wX/VwSccWNs4bij
R1/YtmSIat3FMFcYi7IGKLtndKgcZqwnJSOTapr5m7vIZpxIXV3FmWZnMX6Zn+h0
yYOFzYv+EIxeL1NRxTNpjZY=
-----END PRIVATE KEY-----
`;

/**
 * The Base64 `Signature` of `data` (the raw body, or the id for DELETE) made with the published test key, on any
 * runtime with WebCrypto (a browser, a worker, Deno, Bun, Node): what the simulator's default accounts accept. For
 * tests and examples against the simulator only. Node's synchronous `testSignature` makes the same bytes.
 * @param {string | Uint8Array} data @returns {Promise<string>}
 */
export function signWithTestKey(data) {
  return signRsaSha256(TEST_PRIVATE_KEY, data);
}
