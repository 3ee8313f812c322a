import { describe, expect, it } from 'vitest';
import { statusColour } from './statusColours';

describe('status chip colours', () => {
  it('colours guarantee statuses as spec section 4 groups them', () => {
    for (const s of ['ACCEPTED', 'FAVOURABLE', 'ISSUED', 'ACTIVE']) expect(statusColour('g01', s)).toBe('#237032');
    for (const s of ['REJECTED', 'WITHDRAWN', 'REVOKED', 'EXPIRED']) expect(statusColour('g01', s)).toBe('red.9');
    for (const s of ['REGISTERED', 'APPROVED', 'REGISTERED_MODIFIED']) expect(statusColour('g01', s)).toBe('blue.9');
    for (const s of ['SUSPENDED', 'STORED']) expect(statusColour('g01', s)).toBe('#b03a0a');
  });

  it('keeps each kind its own table (a stored declaration stays grey)', () => {
    expect(statusColour('t01', 'STORED')).toBe('gray.7');
    expect(statusColour('t01', 'ACCEPTED')).toBe('cyan.9');
    expect(statusColour('g01', 'NEW')).toBe('gray.7');
  });
});
