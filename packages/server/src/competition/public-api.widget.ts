import { PublicApiMessages } from '@portal/domain/competition/public-api.messages';
import { LiveViewMessages } from '@portal/domain/competition/live-view.messages';
import { LIVE_POLL_MS, LIVE_REOPEN_MS } from '@portal/domain/competition/live-polling';
import { EMBED_STYLE } from './public-api.embed';

// The widget a club pastes (docs/decisions/295): one classic script, no framework, that finds its own tag, reads the
// division and the view from its data- attributes, fetches the public API from the portal it was loaded from (CORS)
// and draws the table into a shadow root after the tag, in the embedded page's styles (the association's colours),
// so the club's own styles neither break it nor are broken by it. Text goes in as text (textContent), never markup.
// Its cells say what domain public-api.cells.ts says for the embedded page. A fixture's games being scored court-side
// show their live score and a 'Live' mark from the portal's stream (issue 45 item 5, docs/decisions/339): the games
// of the reader's yesterday, today and tomorrow (whatever their time zone, the association's day is among them). While
// the stream is not open (no EventSource, a dropped or refused stream) it reads the states every LIVE_POLL_MS, as the
// draw does, and a game that leaves the games in progress is read once more for its final score; an older state (by
// last_seq) than the one shown, or any after the final one, changes nothing (decision 357).

const SOURCE = `(function(){
var M=__M__,S=__S__,s=document.currentScript;if(!s||!s.parentNode)return;
var base=new URL(s.src).origin,id=s.getAttribute('data-division')||'',lad=s.getAttribute('data-view')==='ladder',cells={},seen={},
days=[-1,0,1].map(function(n){var d=new Date(Date.now()+n*864e5);return d.getFullYear()+'-'+('0'+(d.getMonth()+1)).slice(-2)+'-'+('0'+d.getDate()).slice(-2)});
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
function game(g){var r=[dmy(g.date)+'\\n'+time(g.start),(g.home||g.bye||{}).name||'',score(g),(g.away||{}).name||'',[g.venue,g.court].filter(Boolean).join(', ')];
if(!g.bye&&g.home&&g.away&&g.result!=='scored'&&g.result!=='forfeit'&&g.status==='scheduled'&&days.indexOf(g.date)>=0)r.id=g.id;return r}
function paint(v){var c=cells[v.game_id],was=seen[v.game_id],f=v.status==='final';
if(!c||v.status==='not_started'||was&&(was.status==='final'||was.last_seq>v.last_seq))return;seen[v.game_id]=v;
c.textContent=v.score_a+' - '+v.score_b+' ';c.appendChild(el('span',f?M.liveFinal:M.live,{'class':f?'lv fn':'lv'}))}
function get(path,then){fetch(base+'/api/live/'+path).then(function(r){if(!r.ok)throw r;return r.json()}).then(function(b){then(b.data)}).catch(function(){})}
function poll(){get('scores?division_id='+id,function(list){var now={};list.forEach(function(v){now[v.game_id]=1;paint(v)});
Object.keys(seen).forEach(function(g){if(!now[g]&&seen[g].status!=='final')get('games/'+g,paint)})})}
function live(){if(lad||!Object.keys(cells).length)return;var timer=0;
function polling(on){if(on&&!timer){poll();timer=setInterval(poll,${LIVE_POLL_MS})}else if(!on&&timer){clearInterval(timer);timer=0}}
function open(){var es=new EventSource(base+'/api/live/stream?division_id='+id);es.onopen=function(){polling(false)};
es.addEventListener('state',function(e){paint(JSON.parse(e.data))});es.onerror=function(){polling(true);if(es.readyState===2)setTimeout(open,${LIVE_REOPEN_MS})}}
if(window.EventSource)open();else polling(true)}
function rounds(games){var out=[],last;games.forEach(function(g){if(!last||last.heading!==g.round_name)out.push(last={heading:g.round_name,rows:[]});last.rows.push(game(g))});return out}
function row(r){return [r.position,r.team.name,r.played,r.won,r.lost,r.drawn,r.points,r.percentage.toFixed(2)].map(String)}
function one(rows){return rows.length?[{rows:rows}]:[]}
function table(cap,heads,groups,empty){if(!groups.length)return el('p',cap+': '+empty);
var w=el('div',null,{'class':'pw'}),t=w.appendChild(el('table',null,{'class':lad?'ld':'fx'})),tr=el('tr');t.appendChild(el('caption',cap));
heads.forEach(function(h){var th=tr.appendChild(el('th',null,{scope:'col'}));if(typeof h==='string')th.textContent=h;else{th.setAttribute('aria-label',h[1]);th.appendChild(el('abbr',h[0],{title:h[1]}))}});
t.appendChild(el('thead')).appendChild(tr);
groups.forEach(function(g){var b=t.appendChild(el('tbody'));if(g.heading)b.appendChild(el('tr')).appendChild(el('th',g.heading,{scope:'rowgroup',colspan:heads.length}));
g.rows.forEach(function(r){var x=b.appendChild(el('tr'));r.forEach(function(c){x.appendChild(el('td',c))});if(r.id)cells[r.id]=x.children[2]})});return w}
fetch(base+'/api/public/v1/divisions/'+id+(lad?'/ladder':'/fixtures')).then(function(r){if(!r.ok)throw r;return r.json()}).then(function(b){
var d=b.data,cap=d.division.name+' '+(lad?M.ladder:M.fixture)+' \\u2013 '+d.season.name;
var href=base+(lad?'/result?season_id='+d.season.id+'&division_id='+d.division.id:'/draw/'+d.season.id+'/'+d.division.id);
var p=el('p');p.appendChild(el('a',lad?M.fullLadder:M.fullDraw,{href:href,target:'_blank',rel:'noopener'}));
show([lad?table(cap,M.ladderColumns,one(d.ladder.map(row)),M.noTeams):table(cap,M.fixtureColumns,rounds(d.games),M.noGames),p]);live()}).catch(fail)})();
`;

/** The live mark of the widget: red while played, green once final. */
const LIVE_STYLE = '.lv{color:#c62828;font-weight:700}.lv.fn{color:#2e7d32}';

/** The widget's script with the words and styles in it (made once: neither changes while the server runs). */
export function widgetScript(): string {
  // JSON.stringify leaves the functions (the API's refusal) out: the widget needs only the words
  const words = { ...PublicApiMessages, live: LiveViewMessages.live, liveFinal: LiveViewMessages.final };
  return SOURCE.replace('__M__', () => JSON.stringify(words)).replace('__S__', () =>
    JSON.stringify(EMBED_STYLE.trim() + LIVE_STYLE),
  );
}
