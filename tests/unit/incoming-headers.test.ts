import { clientAddressOf } from "@/lib/server/http/incoming-headers";

describe("the client address behind X-Forwarded-For", () => {
  it("is the socket's peer when no proxy is trusted, whatever the header claims", () => {
    expect(clientAddressOf("203.0.113.9", "127.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientAddressOf("203.0.113.9, 10.0.0.1", "::ffff:192.0.2.4", 0)).toBe("::ffff:192.0.2.4");
    expect(clientAddressOf(undefined, "192.0.2.4", 0)).toBe("192.0.2.4");
    expect(clientAddressOf(undefined, undefined, 0)).toBe("unknown");
  });

  it("behind one proxy is the address that proxy appended, not what the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the address it saw.
    expect(clientAddressOf("1.1.1.1, 198.51.100.7", "127.0.0.1", 1)).toBe("198.51.100.7");
    expect(clientAddressOf("198.51.100.7", "127.0.0.1", 1)).toBe("198.51.100.7");
    // A proxy that sent no header: the proxy's own address is all there is.
    expect(clientAddressOf(undefined, "127.0.0.1", 1)).toBe("127.0.0.1");
  });

  it("behind two proxies skips both", () => {
    expect(clientAddressOf("1.1.1.1, 198.51.100.7, 10.0.0.2", "127.0.0.1", 2)).toBe("198.51.100.7");
    expect(clientAddressOf(" 198.51.100.7 ,, 10.0.0.2 ", "127.0.0.1", 2)).toBe("198.51.100.7");
    // A shorter chain than the proxies trusted: the leftmost entry.
    expect(clientAddressOf("10.0.0.2", "127.0.0.1", 5)).toBe("10.0.0.2");
  });
});
