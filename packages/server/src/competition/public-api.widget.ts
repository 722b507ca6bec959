import { PublicApiMessages } from '@portal/domain/competition/public-api.messages';
import { EMBED_STYLE } from './public-api.embed';

// The widget a club pastes (docs/decisions/295): one classic script, no framework, that finds its own tag, reads the
// division and the view from its data- attributes, fetches the public API from the portal it was loaded from (CORS)
// and draws the table into a shadow root after the tag, in the embedded page's styles (the association's colours),
// so the club's own styles neither break it nor are broken by it. Text goes in as text (textContent), never markup.
// Its cells say what domain public-api.cells.ts says for the embedded page.

const SOURCE = `(function(){
var M=__M__,S=__S__,s=document.currentScript;if(!s||!s.parentNode)return;
var base=new URL(s.src).origin,id=s.getAttribute('data-division')||'',lad=s.getAttribute('data-view')==='ladder';
var host=document.createElement('div');host.className='portal-widget';s.parentNode.insertBefore(host,s.nextSibling);
var root=host.attachShadow?host.attachShadow({mode:'open'}):host;
function el(tag,text,attrs){var e=document.createElement(tag);if(text!=null)e.textContent=text;for(var k in attrs||{})e.setAttribute(k,attrs[k]);return e}
function show(nodes){root.textContent='';root.appendChild(el('style',S));nodes.forEach(function(n){root.appendChild(n)})}
function fail(){show([el('p',M.failed,{role:'status'})])}
show([el('p',M.loading,{role:'status'})]);
if(!/^[0-9]+$/.test(id))return fail();
function dmy(d){var p=d.split('-');return p[2]+'/'+p[1]+'/'+p[0]}
function time(t){var h=+t.slice(0,2);return ('0'+(h%12||12)).slice(-2)+':'+t.slice(3,5)+(h<12?' am':' pm')}
function score(g){if(g.bye)return M.bye;if(g.status!=='scheduled')return M.statuses[g.status];
if(g.result==='forfeit')return (M.forfeit+' '+(g.forfeited_by||'')).trim();return g.result==='scored'?g.home_score+' - '+g.away_score:''}
function game(g){return [dmy(g.date)+'\\n'+time(g.start),(g.home||g.bye||{}).name||'',score(g),(g.away||{}).name||'',[g.venue,g.court].filter(Boolean).join(', ')]}
function rounds(games){var out=[],last;games.forEach(function(g){if(!last||last.heading!==g.round_name)out.push(last={heading:g.round_name,rows:[]});last.rows.push(game(g))});return out}
function row(r){return [r.position,r.team.name,r.played,r.won,r.lost,r.drawn,r.points,r.percentage.toFixed(2)].map(String)}
function one(rows){return rows.length?[{rows:rows}]:[]}
function table(cap,heads,groups,empty){if(!groups.length)return el('p',cap+': '+empty);
var w=el('div',null,{'class':'pw'}),t=w.appendChild(el('table',null,{'class':lad?'ld':'fx'})),tr=el('tr');t.appendChild(el('caption',cap));
heads.forEach(function(h){var th=tr.appendChild(el('th',null,{scope:'col'}));if(typeof h==='string')th.textContent=h;else{th.setAttribute('aria-label',h[1]);th.appendChild(el('abbr',h[0],{title:h[1]}))}});
t.appendChild(el('thead')).appendChild(tr);
groups.forEach(function(g){var b=t.appendChild(el('tbody'));if(g.heading)b.appendChild(el('tr')).appendChild(el('th',g.heading,{scope:'rowgroup',colspan:heads.length}));
g.rows.forEach(function(r){var x=b.appendChild(el('tr'));r.forEach(function(c){x.appendChild(el('td',c))})})});return w}
fetch(base+'/api/public/v1/divisions/'+id+(lad?'/ladder':'/fixtures')).then(function(r){if(!r.ok)throw r;return r.json()}).then(function(b){
var d=b.data,cap=d.division.name+' '+(lad?M.ladder:M.fixture)+' \\u2013 '+d.season.name;
var href=base+(lad?'/result?season_id='+d.season.id+'&division_id='+d.division.id:'/draw/'+d.season.id+'/'+d.division.id);
var p=el('p');p.appendChild(el('a',lad?M.fullLadder:M.fullDraw,{href:href,target:'_blank',rel:'noopener'}));
show([lad?table(cap,M.ladderColumns,one(d.ladder.map(row)),M.noTeams):table(cap,M.fixtureColumns,rounds(d.games),M.noGames),p])}).catch(fail)})();
`;

/** The widget's script with the words and styles in it (made once: neither changes while the server runs). */
export function widgetScript(): string {
  // JSON.stringify leaves the functions (the API's refusal) out: the widget needs only the words
  return SOURCE.replace('__M__', () => JSON.stringify(PublicApiMessages)).replace('__S__', () =>
    JSON.stringify(EMBED_STYLE.trim()),
  );
}
