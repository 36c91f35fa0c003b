import { clientAddress } from './client-address';

const of = (ip: string) => clientAddress({ ip });

describe('clientAddress', () => {
  it('counts an IPv4 client by its address', () => {
    expect(of('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4 client reached over an IPv6 socket as the same IPv4 address, however it is written', () => {
    expect(of('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(of('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(of('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, so walking through the addresses it owns gains nothing', () => {
    expect(of('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::');
    expect(of('2001:db8:aa:bb:ffff:ffff:ffff:ffff')).toBe('2001:db8:aa:bb::');
    expect(of('2001:DB8:AA:BB::9')).toBe('2001:db8:aa:bb::');
    expect(of('2001:db8:aa:bc::9')).toBe('2001:db8:aa:bc::');
  });

  it('writes each /64 one way, whatever zeros the client wrote', () => {
    expect(of('2001:0db8:0000:0001:0000:0000:0000:0001')).toBe('2001:db8:0:1::');
    expect(of('2001:db8::1:0:0:1')).toBe('2001:db8::');
    expect(of('2001:db8:0:0:7::')).toBe('2001:db8::');
    expect(of('fe80::1%eth0')).toBe('fe80::');
  });

  it('leaves what is not an address as it is', () => {
    expect(of('')).toBe('');
    expect(of('unknown')).toBe('unknown');
  });
});
