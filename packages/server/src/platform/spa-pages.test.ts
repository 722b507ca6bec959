import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';
import { routePattern } from './route-pattern';
import { buildSpaPages } from './spa-pages';

const INDEX =
  '<html><head><title>Portal</title></head><body><div id="root"><div class="boot-bar"></div></div></body></html>';
const SITE = {
  associationName: 'Hoops & <Nets> "Inc"',
  associationShortName: 'H&N',
  timeZone: 'Australia/Sydney',
} as SiteSettings;

describe('routePattern', () => {
  it('matches a route path as React Router does: optional segments, one segment per parameter, a trailing slash', () => {
    const draw = routePattern('/draw/:season_id?/:division_id?/:team_name?');
    for (const url of ['/draw', '/draw/', '/draw/1', '/draw/1/2', '/draw/1/2/Hawks%20U12'])
      expect(draw.test(url)).toBe(true);
    for (const url of ['/drawings', '/draw/1/2/3/4', '/x/draw']) expect(draw.test(url)).toBe(false);
    const team = routePattern('/member/teams/team/:team_id');
    expect(team.test('/member/teams/team/7')).toBe(true);
    expect(team.test('/member/teams/team')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/result')).toBe(false);
    expect(draw.exec('/draw/1/2/')?.groups).toEqual({ season_id: '1', division_id: '2', team_name: undefined });
  });

  it('matches a trailing splat as any rest of the path, or none (the back-office)', () => {
    const staff = routePattern('/staff/*');
    for (const url of ['/staff', '/staff/', '/staff/members', '/staff/members/42'])
      expect(staff.test(url), url).toBe(true);
    for (const url of ['/staffing', '/member/staff']) expect(staff.test(url), url).toBe(false);
  });
});

describe('buildSpaPages', () => {
  const pages = buildSpaPages(INDEX, SITE, [
    { path: '/', files: ['/assets/home.js'] },
    { path: '/draw/:season_id?/:division_id?', files: ['/assets/draw.js', '/assets/Autocomplete.js'] },
  ]);

  it("links only the chunks of the URL's own route, with its query string ignored", () => {
    const draw = pages('/draw/1/2?team=x').toString();
    expect(draw).toContain('<link rel="modulepreload" crossorigin href="/assets/draw.js">');
    expect(draw).toContain('href="/assets/Autocomplete.js"');
    expect(draw).not.toContain('/assets/home.js');
    expect(pages('/').toString()).toContain('href="/assets/home.js"');
    expect(pages('/no/such/page').toString()).not.toContain('modulepreload');
  });

  it('writes the settings inline and the escaped name into the page frame', () => {
    const html = pages('/').toString();
    const json = /<script type="application\/json" id="portal-settings">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(SITE);
    expect(html).toContain('<span class="boot-name boot-long">Hoops &amp; &lt;Nets&gt; &quot;Inc&quot;</span>');
    expect(html).toContain('<span class="boot-name boot-short">H&amp;N</span>');
  });
});
