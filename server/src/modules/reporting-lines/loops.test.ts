import { describe, expect, it } from 'vitest';
import { reportingLoops, wouldLoop } from './loops.ts';

/** Lines written as "B>A" (A manages B). */
const lines = (...pairs: string[]) => new Map(pairs.map((p) => p.split('>') as [string, string]));

describe('reporting loops', () => {
  it('finds none in a tree: the CEO manages two heads, each manages their team', () => {
    const tree = lines('head1>ceo', 'head2>ceo', 'a>head1', 'b>head1', 'c>head2');
    expect(reportingLoops(tree, ['a', 'b', 'c', 'head1', 'head2'])).toEqual([]);
  });

  it('finds A manages B manages A, listed from the changed person', () => {
    expect(reportingLoops(lines('a>b', 'b>a'), ['b'])).toEqual([['b', 'a', 'b']]);
    // Both changed (two rows of one file): the loop is reported once, from the first.
    expect(reportingLoops(lines('a>b', 'b>a'), ['a', 'b'])).toEqual([['a', 'b', 'a']]);
  });

  it('finds someone managing themselves', () => {
    expect(reportingLoops(lines('a>a', 'b>c'), ['a', 'b'])).toEqual([['a', 'a']]);
  });

  it('finds a longer loop and leaves out the people who only lead into it', () => {
    // x → a → b → c → a: x is not on the loop, only under it.
    const graph = lines('x>a', 'a>b', 'b>c', 'c>a');
    expect(reportingLoops(graph, ['x'])).toEqual([]);
    expect(reportingLoops(graph, ['c', 'x'])).toEqual([['c', 'a', 'b', 'c']]);
  });

  it('reports only loops through a changed person', () => {
    expect(reportingLoops(lines('a>b', 'b>a', 'c>d'), ['c'])).toEqual([]);
  });

  it('walks a chain of 20,000 once per person (linear, not quadratic)', () => {
    const chain = new Map(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, i === 19_999 ? null : `p${i + 1}`]));
    const started = performance.now();
    expect(reportingLoops(chain, chain.keys())).toEqual([]);
    chain.set('p19999', 'p0');
    expect(reportingLoops(chain, ['p19999'])[0]).toHaveLength(20_001);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('says whether a new manager closes a loop from the chain above them', () => {
    // Ali's chain: Reza, then Hamid. Hamid may not take Ali as his manager; Ali may take Sara.
    expect(wouldLoop('hamid', 'ali', ['reza', 'hamid'])).toBe(true);
    expect(wouldLoop('ali', 'sara', ['hamid'])).toBe(false);
    expect(wouldLoop('ali', 'ali', [])).toBe(true);
  });
});
