import { describe, expect, it } from 'vitest';
import { ageOn } from '../shared/time';
import { bornBy18, listNames } from './guardians.rules';

describe('bornBy18', () => {
  it.each([
    ['2033-05-10', '2015-05-10'],
    ['2032-02-29', '2014-02-28'],
    ['2034-03-01', '2016-03-01'],
    ['2034-01-01', '2016-01-01'],
  ])('on %s a person born on or before %s is 18', (today, born) => {
    expect(bornBy18(today)).toBe(born);
    expect(ageOn(born, today)).toBe(18);
  });

  it('a leapling born 29/02/2016 is 18 on 01/03/2034, not on 28/02/2034', () => {
    expect('2016-02-29' <= bornBy18('2034-02-28')).toBe(false);
    expect('2016-02-29' <= bornBy18('2034-03-01')).toBe(true);
  });
});

describe('listNames', () => {
  it.each([
    [[], ''],
    [['Poppy'], 'Poppy'],
    [['Poppy', 'Jack'], 'Poppy and Jack'],
    [['Poppy', 'Jack', 'Oscar'], 'Poppy, Jack and Oscar'],
  ])('%j reads %j', (names, said) => {
    expect(listNames(names)).toBe(said);
  });
});
