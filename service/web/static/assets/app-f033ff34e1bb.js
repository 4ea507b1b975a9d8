var nd=Object.defineProperty;var ls=(e,t)=>{for(var n in t)nd(e,n,{get:t[n],enumerable:!0})};var Ge=class{constructor(t){this.value=t}valueOf(){return this.value}},j=class extends Ge{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},me=class extends Ge{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},Me=class e extends Ge{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof Ge)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof Ge&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var cs=100,od="⁨",rd="⁩";function ad(e,t,n){if(n===t||n instanceof me&&t instanceof me&&n.value===t.value)return!0;if(t instanceof me&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function us(e,t,n){return t[n]?yt(e,t[n].value):(e.reportError(new RangeError("No default")),new j)}function Ho(e,t){let n=[],o=Object.create(null);for(let r of t)r.type==="narg"?o[r.name]=Wt(e,r.value):n.push(Wt(e,r));return{positional:n,named:o}}function Wt(e,t){switch(t.type){case"str":return t.value;case"num":return new me(t.value,{minimumFractionDigits:t.precision});case"var":return sd(e,t);case"mesg":return id(e,t);case"term":return ld(e,t);case"func":return cd(e,t);case"select":return ud(e,t);default:return new j}}function sd(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new j(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new j(`$${t}`);if(n instanceof Ge)return n;switch(typeof n){case"string":return n;case"number":return new me(n);case"object":if(Me.supportsValue(n))return new Me(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new j(`$${t}`)}}function id(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new j(t);if(n){let r=o.attributes[n];return r?yt(e,r):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new j(`${t}.${n}`))}return o.value?yt(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new j(t))}function ld(e,{name:t,attr:n,args:o}){let r=`-${t}`,a=e.bundle._terms.get(r);if(!a)return e.reportError(new ReferenceError(`Unknown term: ${r}`)),new j(r);if(n){let i=a.attributes[n];if(i){e.params=Ho(e,o).named;let l=yt(e,i);return e.params=null,l}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new j(`${r}.${n}`)}e.params=Ho(e,o).named;let s=yt(e,a.value);return e.params=null,s}function cd(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new j(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new j(`${t}()`);try{let r=Ho(e,n);return o(r.positional,r.named)}catch(r){return e.reportError(r),new j(`${t}()`)}}function ud(e,{selector:t,variants:n,star:o}){let r=Wt(e,t);if(r instanceof j)return us(e,n,o);for(let a of n){let s=Wt(e,a.key);if(ad(e,r,s))return yt(e,a.value)}return us(e,n,o)}function qo(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new j;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let r of t){if(typeof r=="string"){n.push(e.bundle._transform(r));continue}if(e.placeables++,e.placeables>cs)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${cs}`);o&&n.push(od),n.push(Wt(e,r).toString(e)),o&&n.push(rd)}return e.dirty.delete(t),n.join("")}function yt(e,t){return typeof t=="string"?e.bundle._transform(t):qo(e,t)}var xn=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let r=JSON.stringify(n);return o[r]||(o[r]=new t(this.bundle.locales,n)),o[r]}};function er(e,t){let n=Object.create(null);for(let[o,r]of Object.entries(e))t.includes(o)&&(n[o]=r.valueOf());return n}var ds=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function hs(e,t){let n=e[0];if(n instanceof j)return new j(`NUMBER(${n.valueOf()})`);if(n instanceof me)return new me(n.valueOf(),{...n.opts,...er(t,ds)});if(n instanceof Me)return new me(n.toNumber(),{...er(t,ds)});throw new TypeError("Invalid argument to NUMBER")}var dd=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function fs(e,t){let n=e[0];if(n instanceof j)return new j(`DATETIME(${n.valueOf()})`);if(n instanceof Me||n instanceof me)return new Me(n,er(t,dd));throw new TypeError("Invalid argument to DATETIME")}var ms=new Map;function ps(e){let t=Array.isArray(e)?e.join(" "):e,n=ms.get(t);return n===void 0&&(n=new Map,ms.set(t,n)),n}var Yt=class{constructor(t,{functions:n,useIsolating:o=!0,transform:r=a=>a}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:hs,DATETIME:fs,...n},this._useIsolating=o,this._transform=r,this._intls=ps(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let r=0;r<t.body.length;r++){let a=t.body[r];if(a.id.startsWith("-")){if(n===!1&&this._terms.has(a.id)){o.push(new Error(`Attempt to override an existing term: "${a.id}"`));continue}this._terms.set(a.id,a)}else{if(n===!1&&this._messages.has(a.id)){o.push(new Error(`Attempt to override an existing message: "${a.id}"`));continue}this._messages.set(a.id,a)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let r=new xn(this,o,n);try{return qo(r,t).toString(r)}catch(a){if(r.errors&&a instanceof Error)return r.errors.push(a),new j().toString(r);throw a}}};var tr=/^(-?[a-zA-Z][\w-]*) *= */gm,gs=/\.([a-zA-Z][\w-]*) *= */y,hd=/\*?\[/y,nr=/(-?[0-9]+(?:\.([0-9]+))?)/y,fd=/([a-zA-Z][\w-]*)/y,bs=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,md=/^[A-Z][A-Z0-9_-]*$/,Nn=/([^{}\n\r]+)/y,pd=/([^\\"\n\r]*)/y,ys=/\\([\\"])/y,ws=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,gd=/^\n+/,ks=/ +$/,bd=/ *\r?\n/g,yd=/( *)$/,wd=/{\s*/y,vs=/\s*}/y,kd=/\[\s*/y,vd=/\s*] */y,Ed=/\s*\(\s*/y,Ad=/\s*->\s*/y,Sd=/\s*:\s*/y,xd=/\s*,?\s*/y,Nd=/\s+/y,Xt=class{constructor(t){this.body=[],tr.lastIndex=0;let n=0;for(;;){let p=tr.exec(t);if(p===null)break;n=tr.lastIndex;try{this.body.push(l(p[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function o(p){return p.lastIndex=n,p.test(t)}function r(p,y){if(t[n]===p)return n++,!0;if(y)throw new y(`Expected ${p}`);return!1}function a(p,y){if(o(p))return n=p.lastIndex,!0;if(y)throw new y(`Expected ${p.toString()}`);return!1}function s(p){p.lastIndex=n;let y=p.exec(t);if(y===null)throw new SyntaxError(`Expected ${p.toString()}`);return n=p.lastIndex,y}function i(p){return s(p)[1]}function l(p){let y=h(),w=u();if(y===null&&Object.keys(w).length===0)throw new SyntaxError("Expected message value or attributes");return{id:p,value:y,attributes:w}}function u(){let p=Object.create(null);for(;o(gs);){let y=i(gs),w=h();if(w===null)throw new SyntaxError("Expected attribute value");p[y]=w}return p}function h(){let p;if(o(Nn)&&(p=i(Nn)),t[n]==="{"||t[n]==="}")return f(p?[p]:[],1/0);let y=re();return y?p?f([p,y],y.length):(y.value=E(y.value,gd),f([y],y.length)):p?E(p,ks):null}function f(p=[],y){for(;;){if(o(Nn)){p.push(i(Nn));continue}if(t[n]==="{"){p.push(g());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let L=re();if(L){p.push(L),y=Math.min(y,L.length);continue}break}let w=p.length-1,R=p[w];typeof R=="string"&&(p[w]=E(R,ks));let I=[];for(let L of p)L instanceof Rn&&(L=L.value.slice(0,L.value.length-y)),L&&I.push(L);return I}function g(){a(wd,SyntaxError);let p=b();if(a(vs))return p;if(a(Ad)){let y=A();return a(vs,SyntaxError),{type:"select",selector:p,...y}}throw new SyntaxError("Unclosed placeable")}function b(){if(t[n]==="{")return g();if(o(bs)){let[,p,y,w=null]=s(bs);if(p==="$")return{type:"var",name:y};if(a(Ed)){let R=v();if(p==="-")return{type:"term",name:y,attr:w,args:R};if(md.test(y))return{type:"func",name:y,args:R};throw new SyntaxError("Function names must be all upper-case")}return p==="-"?{type:"term",name:y,attr:w,args:[]}:{type:"mesg",name:y,attr:w}}return N()}function v(){let p=[];for(;;){switch(t[n]){case")":return n++,p;case void 0:throw new SyntaxError("Unclosed argument list")}p.push(k()),a(xd)}}function k(){let p=b();return p.type!=="mesg"?p:a(Sd)?{type:"narg",name:p.name,value:N()}:p}function A(){let p=[],y=0,w;for(;o(hd);){r("*")&&(w=y);let R=S(),I=h();if(I===null)throw new SyntaxError("Expected variant value");p[y++]={key:R,value:I}}if(y===0)return null;if(w===void 0)throw new SyntaxError("Expected default variant");return{variants:p,star:w}}function S(){a(kd,SyntaxError);let p;return o(nr)?p=T():p={type:"str",value:i(fd)},a(vd,SyntaxError),p}function N(){if(o(nr))return T();if(t[n]==='"')return M();throw new SyntaxError("Invalid expression")}function T(){let[,p,y=""]=s(nr),w=y.length;return{type:"num",value:parseFloat(p),precision:w}}function M(){r('"',SyntaxError);let p="";for(;;){if(p+=i(pd),t[n]==="\\"){p+=F();continue}if(r('"'))return{type:"str",value:p};throw new SyntaxError("Unclosed string literal")}}function F(){if(o(ys))return i(ys);if(o(ws)){let[,p,y]=s(ws),w=parseInt(p||y,16);return w<=55295||57344<=w?String.fromCodePoint(w):"�"}throw new SyntaxError("Unknown escape sequence")}function re(){let p=n;switch(a(Nd),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return x(t.slice(p,n))}return t[n-1]===" "?x(t.slice(p,n)):!1}function E(p,y){return p.replace(y,"")}function x(p){let y=p.replace(bd,`
`),w=yd.exec(p)[1].length;return new Rn(y,w)}}},Rn=class{constructor(t,n){this.value=t,this.length=n}};var Rd="([a-z]{2,3}|\\*)",Id="(?:-([a-z]{4}|\\*))",Vd="(?:-([a-z]{2}|\\*))",Td="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Zd=new RegExp(`^${Rd}${Id}?${Vd}?${Td}?$`,"i"),je=class{constructor(t){let n=Zd.exec(t.replace(/_/g,"-"));if(!n){this.isWellFormed=!1;return}let[,o,r,a,s]=n;o&&(this.language=o.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),a&&(this.region=a.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,n=!1,o=!1){return(this.language===t.language||n&&this.language===void 0||o&&t.language===void 0)&&(this.script===t.script||n&&this.script===void 0||o&&t.script===void 0)&&(this.region===t.region||n&&this.region===void 0||o&&t.region===void 0)&&(this.variant===t.variant||n&&this.variant===void 0||o&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=$d(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},Es={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},Bd=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function $d(e){if(Object.prototype.hasOwnProperty.call(Es,e))return new je(Es[e]);let t=new je(e);return t.language&&Bd.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function or(e,t,n){let o=new Set,r=new Map;for(let a of t)new je(a).isWellFormed&&r.set(a,new je(a));e:for(let a of e){let s=a.toLowerCase(),i=new je(s);if(i.language!==void 0){for(let l of r.keys())if(s===l.toLowerCase()){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}for(let[l,u]of r.entries())if(u.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}if(i.addLikelySubtags()){for(let[l,u]of r.entries())if(u.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}i.clearVariants();for(let[l,u]of r.entries())if(u.matches(i,!0,!0)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}if(i.clearRegion(),i.addLikelySubtags()){for(let[l,u]of r.entries())if(u.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}i.clearRegion();for(let[l,u]of r.entries())if(u.matches(i,!0,!0)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}}return Array.from(o)}function rr(e,t,{strategy:n="filtering",defaultLocale:o}={}){let r=or(Array.from(e??[]).map(String),Array.from(t??[]).map(String),n);if(n==="lookup"){if(o===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(o)}else o&&!r.includes(o)&&r.push(o);return r}var In={languages:{en:{dir:"ltr",ftl:`# The Castles of Burgundy on the web table (web/src/games/burgundy/).
burgundy-title = The Castles of Burgundy

## Tiles: names
burgundy-tile-castle = castle
burgundy-tile-ship = ship
burgundy-tile-mine = mine
burgundy-tile-warehouse = warehouse
burgundy-tile-watchtower = watchtower
burgundy-tile-carpenters_workshop = carpenter's workshop
burgundy-tile-church = church
burgundy-tile-market = market
burgundy-tile-boarding_house = boarding house
burgundy-tile-bank = bank
burgundy-tile-city_hall = city hall
burgundy-tile-cow = { $count } cows
burgundy-tile-pig = { $count } pigs
burgundy-tile-sheep = { $count } sheep
burgundy-tile-chicken = { $count } chickens
burgundy-tile-knowledge = knowledge tile { $number }
burgundy-tile-unknown = tile { $label }

## Tiles: what each one does (shown when a tile is tapped)
burgundy-effect-castle = Take one more action at once, with a die of any value (take a tile, place a tile, sell goods or take workers).
burgundy-effect-ship = Take all the goods of one depot (at most 3 types in your goods storage), then move forward on the turn-order track.
burgundy-effect-mine = At the end of each phase, 1 silverling.
burgundy-effect-animal = As many points as animals on the tile, plus the animals of the same kind already in this pasture.
burgundy-effect-warehouse = Sell all your goods of one type.
burgundy-effect-watchtower = 4 points.
burgundy-effect-carpenters_workshop = Take a building from any numbered depot into your storage.
burgundy-effect-church = Take a mine, castle or knowledge tile from any numbered depot into your storage.
burgundy-effect-market = Take a ship or an animal tile from any numbered depot into your storage.
burgundy-effect-boarding_house = 4 workers.
burgundy-effect-bank = 2 silverlings.
burgundy-effect-city_hall = Place one more tile from your storage, with a die of any value.
burgundy-effect-knowledge-1 = You may build the same kind of building more than once in a city.
burgundy-effect-knowledge-2 = At the end of each phase, each mine also brings 1 worker.
burgundy-effect-knowledge-3 = Each sale brings 1 more silverling.
burgundy-effect-knowledge-4 = Each sale also brings 1 worker.
burgundy-effect-knowledge-5 = A ship may take the goods of two neighbouring depots.
burgundy-effect-knowledge-6 = { $edition ->
    [2011] Your purchase (2 silverlings) may come from any numbered depot too, not only the black depot. Still only one purchase per turn.
   *[other] Your purchase may come from any numbered depot too, not only the black depot, paid with 2 silverlings or 2 workers. Still only one purchase per turn.
  }
burgundy-effect-knowledge-7 = Placing animals scores 1 more point for each tile of that kind in the pasture.
burgundy-effect-knowledge-8 = Each worker changes a die by 1 or 2.
burgundy-effect-knowledge-9 = Placing a building: the die may be 1 off, free.
burgundy-effect-knowledge-10 = Placing a ship or an animal tile: the die may be 1 off, free.
burgundy-effect-knowledge-11 = Placing a castle, mine or knowledge tile: the die may be 1 off, free.
burgundy-effect-knowledge-12 = Taking a tile from a depot: the die may be 1 off, free.
burgundy-effect-knowledge-13 = Taking workers also brings 1 silverling.
burgundy-effect-knowledge-14 = Taking workers brings 4 workers instead of 2.
burgundy-effect-knowledge-15 = At the end: { $points } points per kind of goods you sold.
burgundy-effect-knowledge-16 = At the end: { $points } points per warehouse in your estate.
burgundy-effect-knowledge-17 = At the end: { $points } points per watchtower in your estate.
burgundy-effect-knowledge-18 = At the end: { $points } points per carpenter's workshop in your estate.
burgundy-effect-knowledge-19 = At the end: { $points } points per church in your estate.
burgundy-effect-knowledge-20 = At the end: { $points } points per market in your estate.
burgundy-effect-knowledge-21 = At the end: { $points } points per boarding house in your estate.
burgundy-effect-knowledge-22 = At the end: { $points } points per bank in your estate.
burgundy-effect-knowledge-23 = At the end: { $points } points per city hall in your estate.
burgundy-effect-knowledge-24 = At the end: { $points } points per kind of animal in your estate.
burgundy-effect-knowledge-25 = At the end: { $points } point per goods tile you sold.
burgundy-effect-knowledge-26 = At the end: { $points } points per bonus tile you won.
burgundy-tile-info = { $tile }: { $effect }

## The main board
burgundy-status = Phase { $phase }, round { $round } of 5 · white die { $die }
burgundy-status-over = The game is over
burgundy-depot = Depot { $number }
burgundy-depot-black = Black depot
burgundy-depot-empty = empty slot
burgundy-goods-to-come = Goods to come
burgundy-supply = Supply: { $tiles } tiles, black { $black }
burgundy-turn-order = Turn order
burgundy-track = Turn-order track
burgundy-track-space = Space { $space }
burgundy-goods = { $count ->
    [one] goods { $type }
   *[other] { $count } × goods { $type }
  }
# A goods chip's text: the goods type (its die number) and how many, "3×2".
burgundy-goods-chip = { $type }×{ $count }
burgundy-depot-goods = Goods of depot { $number }

## Estates
burgundy-points = { $points } points
burgundy-silverlings = Silverlings
burgundy-workers = Workers
burgundy-dice = Dice
burgundy-die = Die { $value }
burgundy-die-waiting = Die { $value } (not played yet)
burgundy-die-used = Die { $value } (used)
burgundy-die-any = Any die
burgundy-storage = Storage
burgundy-storage-empty = empty
burgundy-held-goods = Goods
burgundy-sold = Sold
burgundy-none = none
burgundy-bonus = Bonus tiles
burgundy-bonus-tile = { $colour } ({ $size })
burgundy-bonus-large = large
burgundy-bonus-small = small
burgundy-space = Space { $cell }: { $colour }, die { $die }
burgundy-colour-castle = castle (dark green)
burgundy-colour-pasture = pasture (light green)
burgundy-colour-animal = pasture (light green)
burgundy-colour-ship = ship (blue)
burgundy-colour-mine = mine (grey)
burgundy-colour-building = city (beige)
burgundy-colour-knowledge = knowledge tile (yellow)

## The decision (the action bar)
burgundy-playing = { $player } is playing…
burgundy-your-turn = Your turn: tap a die, a depot tile or a stored tile.
burgundy-pick-next = Tap a highlighted tile, space or goods.
burgundy-pick-discard = Your storage is full: tap the stored tile to discard.
burgundy-pick-payment = How do you pay?
burgundy-pick-load = Which goods does the ship take?
burgundy-pending-ship = Your ship: tap the goods of a depot to take them.
burgundy-pending-castle = Your castle: one more action with a die of any value.
burgundy-pending-city_hall = Your city hall: place one more tile from your storage.
burgundy-pending-warehouse = Your warehouse: tap goods to sell them.
burgundy-pending-market = Your market: tap a ship or animal tile in a depot.
burgundy-pending-carpenters_workshop = Your carpenter's workshop: tap a building in a depot.
burgundy-pending-church = Your church: tap a mine, castle or knowledge tile in a depot.
burgundy-pending-buy = You may buy a tile from the black depot, or end your turn.
burgundy-confirm = Confirm
burgundy-back = Back
burgundy-op-workers = Take workers
burgundy-op-buy = Buy
burgundy-op-end = End turn
burgundy-op-decline = Skip
burgundy-pay-silver = 2 silverlings
burgundy-pay-workers = 2 workers
burgundy-pay-mixed = 1 silverling and 1 worker
burgundy-load = Goods { $goods }
burgundy-first-stored = First tap a tile in your storage, then the space for it.
burgundy-why-not = The { $tile } cannot go there: { $reason }
burgundy-could = The { $tile } could go there with die { $die }.

## One action in words (the action bar, once the taps name exactly one)
burgundy-with-die = { $die ->
    [0] with a die of any value
   *[other] with die { $die }
  }{ $workers ->
    [0] {""}
    [one] {" "}and 1 worker
   *[other] {" "}and { $workers } workers
  }
burgundy-do-take = Take the { $tile } from { $depot }, { $how }
burgundy-do-take-discard = Take the { $tile } from { $depot }, { $how }, discarding the stored { $discard }
burgundy-do-place = Place the { $tile } on the space showing { $space }, { $how }
burgundy-do-sell = Sell your goods { $goods }, { $how }
burgundy-do-workers = Take workers, { $how }
burgundy-do-buy = Buy the { $tile } from { $depot } for { $payment }
burgundy-do-buy-discard = Buy the { $tile } from { $depot } for { $payment }, discarding the stored { $discard }
burgundy-do-ship = Take goods { $goods } from { $depot }
burgundy-do-ship-two = Take goods { $goods } from { $depot } and { $second }
burgundy-do-end = End your turn
burgundy-do-decline = Skip the tile's effect
burgundy-depot-name = { $depot ->
    [0] the black depot
   *[other] depot { $depot }
  }

## What happened (the log), in the rulebook's words
burgundy-log-start-seat = { $player } starts (drawn at random)
burgundy-log-phase = Phase { $phase } begins
burgundy-log-round = Round { $round } of phase { $phase }
burgundy-log-die = { $player } rolled { $value }
burgundy-log-white-die = The white die shows { $value }
burgundy-log-took = { $player } took the { $tile } from { $depot }
burgundy-log-bought = { $player } bought the { $tile } from { $depot }
burgundy-log-placed = { $player } placed the { $tile } in the estate (a space showing { $die })
burgundy-log-sold = { $player } sold { $count } goods { $goods } for { $silver ->
    [one] 1 silverling
   *[other] { $silver } silverlings
  }
burgundy-log-workers = { $player } took { $workers } workers
burgundy-log-shipped = { $player } took { $count } goods { $goods } from depot { $depot }
burgundy-log-effect = { $player }: { $tile }
# a building's effect at once ($silver, $workers: what it brought), declined, or lost
burgundy-log-effect-silver = { $player }: the { $tile } brings { $silver } silverlings
burgundy-log-effect-workers = { $player }: the { $tile } brings { $workers } workers
burgundy-log-effect-declined = { $player } did not use the { $tile }
burgundy-log-effect-no-goods = { $player }: the { $tile } finds no goods on any depot
burgundy-log-effect-lost = { $player }: the { $tile } stays in the estate, but its effect cannot be used and is void
burgundy-log-income = { $player } receives { $silver } silverlings from mines
burgundy-log-points = { $player } scores { $points ->
    [one] 1 point
   *[other] { $points } points
  } ({ $cause })
burgundy-log-turn-ended = { $player } ended the turn
burgundy-log-over = The game is over
burgundy-cause-sale = sold goods
burgundy-cause-animals = animals
burgundy-cause-region = a completed region
burgundy-cause-bonus = a bonus tile
burgundy-cause-watchtower = watchtower
burgundy-cause-knowledge = knowledge tile
burgundy-cause-final-goods = goods left at the end
burgundy-cause-final-silver = silverlings at the end
burgundy-cause-final-workers = workers at the end
burgundy-cause-other = points

## The end
burgundy-col-sales = Sales
burgundy-col-animals = Animals
burgundy-col-regions = Regions
burgundy-col-bonus = Bonus
burgundy-col-towers = Towers
burgundy-col-knowledge = Knowledge
burgundy-col-goods = Goods
burgundy-col-silver = Silver
burgundy-col-workers = Workers
burgundy-col-empty = Empty spaces
# $rule: fewest or most; $option: the table option's name (option-burgundy-tiebreak-empty-spaces)
burgundy-breakdown-note = Points by cause (goods, silver and workers: the final scoring). Equal scores are decided by empty estate spaces (the { $rule } wins, as the table option “{ $option }” says), then by turn order ({ $order }, as the table option “{ $second }” says).
burgundy-rule-fewest = fewest
burgundy-rule-most = most
# the second tie-break (table option tiebreak_turn_order): behind (the Persian rulebook), ahead (the Japanese)
burgundy-order-behind = the one later in turn order wins
burgundy-order-ahead = the one earlier in turn order wins
# the lobby's card (web/src/games/burgundy/lobby.js)
burgundy-lobby-line = Use your dice to take hexagonal tiles from the depots and place them in your estate; complete regions to score.
burgundy-lobby-picture = Hexagonal tiles of The Castles of Burgundy: a castle, a ship, a mine, a church, animals and a knowledge tile

# Carcassonne's page (web/src/games/carcassonne/).
carcassonne-title = Carcassonne

## The map
carcassonne-map = The map ({ $tiles } tiles)
carcassonne-cell = Free cell { $x }, { $y }: the tile does not fit here
carcassonne-cell-fits = Free cell { $x }, { $y }: the tile fits here
carcassonne-zoom-in = Zoom in
carcassonne-zoom-out = Zoom out
carcassonne-fit = Fit the map

## The bar with the tile to place
carcassonne-your-tile = Your tile
carcassonne-their-tile = { $player } places this tile
carcassonne-hint-cell = Tap a highlighted cell (rotate to see other fits).
carcassonne-hint-place = Place it there, or pick another cell.
carcassonne-hint-follower = Put a follower on the tile you placed (tap a spot), or pass.
carcassonne-playing = { $player } is playing…
carcassonne-rotate = Rotate ⟳
carcassonne-place = Place
carcassonne-pass = No follower (pass)
carcassonne-do-tile = A tile at cell { $x }, { $y }, turned { $turns } { $turns ->
    [one] quarter
   *[other] quarters
  }
# $kind is road, city, monastery or field; $where the spot on the tile
carcassonne-follower-choice = { $kind ->
    [road] Thief on the road
    [monastery] Monk in the monastery
    [field] Farmer in the field
   *[city] Knight in the city
  } ({ $where ->
    [N] north
    [E] east
    [S] south
    [W] west
    [NL] north-west
    [NR] north-east
    [EL] east-north
    [ER] east-south
    [SL] south-east
    [SR] south-west
    [WL] west-south
    [WR] west-north
   *[CENTER] centre
  })

## Scores
carcassonne-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
  }
carcassonne-supply = { $count } of 7 followers
carcassonne-tiles-left = { $count ->
    [one] { $count } tile left in the pile
   *[other] { $count } tiles left in the pile
  }

## The log, in the rulebook's words
carcassonne-log-tile-drawn = { $player } drew a tile ({ $left } left)
carcassonne-log-tile-discarded = A tile fits nowhere and was discarded
carcassonne-log-tile-returned = A tile fits nowhere and went back to the pile
carcassonne-log-tile-placed = { $player } placed a tile
carcassonne-log-follower-road = { $player } placed a thief on a road
carcassonne-log-follower-city = { $player } placed a knight in a city
carcassonne-log-follower-monastery = { $player } placed a monk in a monastery
carcassonne-log-follower-field = { $player } placed a farmer in a field
carcassonne-log-no-follower = { $player } placed no follower
carcassonne-log-game-over = The game is over
# $players: one name or a list ("Ada and Grace"), $count how many; $points each one's points
carcassonne-log-road-completed = { $players } completed a { $tiles }-tile road for { $points } { $count ->
    [one] points
   *[other] points each
  }
carcassonne-log-city-completed = { $pennants ->
    [0] { $players } completed a { $tiles }-tile city for { $points } { $count ->
        [one] points
       *[other] points each
      }
    [one] { $players } completed a { $tiles }-tile city with a pennant for { $points } { $count ->
        [one] points
       *[other] points each
      }
   *[other] { $players } completed a { $tiles }-tile city with { $pennants } pennants for { $points } { $count ->
        [one] points
       *[other] points each
      }
  }
carcassonne-log-monastery-completed = { $players } completed a monastery for { $points } { $count ->
    [one] points
   *[other] points each
  }
carcassonne-log-road-unfinished = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for an unfinished road of { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
  }
carcassonne-log-city-unfinished = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for an unfinished city of { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
  }{ $pennants ->
    [0] {""}
    [one] {" "}with a pennant
   *[other] {" "}with { $pennants } pennants
  }
carcassonne-log-monastery-unfinished = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for an unfinished monastery ({ $tiles } of 9 tiles)
carcassonne-log-field = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for a field supplying { $cities } completed { $cities ->
    [one] city
   *[other] cities
  }
carcassonne-log-road-unclaimed = A { $tiles }-tile road was completed with no thief on it
carcassonne-log-city-unclaimed = A { $tiles }-tile city was completed with no knight in it
carcassonne-log-monastery-unclaimed = A monastery was completed with no monk in it
carcassonne-log-field-unclaimed = A field scores for nobody

## The final breakdown
carcassonne-breakdown-roads = Roads
carcassonne-breakdown-cities = Cities
carcassonne-breakdown-monasteries = Monasteries
carcassonne-breakdown-fields = Fields
carcassonne-breakdown-note = Points by feature, during the game and in the final scoring. Tied players share the victory.
# the lobby's card (web/src/games/carcassonne/lobby.js)
carcassonne-lobby-line = Draw a land tile, place it where it fits the map, and place a follower on a road, a city, a monastery or a field to score it.
carcassonne-lobby-picture = A corner of a Carcassonne map: the start tile, a road, a monastery and a city, with two followers

# The table's chat (issue 43). The server's own catalog (service/notify/messages.json) mirrors
# the notify-chat-* messages.
notify-chat-title = { $name } wrote at { $game }
notify-chat-text = { $name } wrote to you at your table of { $game }. Open your seat to read it.
chat-heading = Chat
chat-label = Message
chat-send = Send
chat-reactions = Quick words
chat-reaction-your-move = Your move!
chat-reaction-well-played = Well played!
chat-reaction-good-game = Good game!
chat-reaction-thinking = Thinking…
chat-empty = No messages yet.
chat-count = { $count } / { $limit }
chat-too-long = A message takes at most { $limit } characters.
chat-too-fast = Too many messages at once. Wait a moment.
chat-muted-self = The host muted your chat.
chat-mute = Mute { $name }
chat-unmute = Unmute { $name }
chat-muted-seat = { $name }: chat muted
chat-read-only = Only the players write here.

# Words shared by every page.
app-name = meeple
# a page's title in the browser's tab: the brand and what the page says
app-page-title = meeple: { $page }
language-switch = Language
# Each language's name in its own words (shown in the switcher).
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# A bot's own seat, named in the reader's language (the service names bots in English, "greedy
# bot"); $level is the search bot's level (1 to 4).
bot-name-beginner = Beginner bot
bot-name-easy = Easy bot
bot-name-medium = Medium bot
bot-name-hard = Hard bot
bot-name-expert = Expert bot
bot-name-random = Random bot
bot-name-greedy = Greedy bot
bot-name-search = Search bot, level { $level }

# What a person reads when the server (or a game) refuses something, by the error's reason
# (ErrorInfo.reason). Ids are "error-" and the reason in kebab case.
error-not-your-turn = It is not your turn.
error-seat-taken = Someone else took that seat.
error-table-full = All seats at this table are taken.
error-table-not-waiting = This game has already started, so its seats cannot be taken any more.
error-table-not-active = This game is not being played right now.
error-table-not-full = The game can start once every seat is taken.
error-table-not-found = There is no such table, or this link does not open it.
error-rate-limited = Too many tables or seats asked for from this address just now. Wait a moment and try again.
error-credential-not-accepted = This device’s pass for the table is no longer valid.
error-seat-credential-required = Only a seated player can do that.
error-host-credential-required = Only the host can do that.
error-version-mismatch = The table changed meanwhile; the page has been refreshed. Try again.
error-too-many-watchers = Too many people are watching this table right now.
error-seat-given-up = That seat was given up.
error-invalid-field = Something you entered is not accepted.
error-missing-field = Something is missing.
error-game-over = The game is over.
error-wrong-step = That does not belong to this step of the turn.
error-position-occupied = There is already a tile there.
error-not-adjacent = A tile must touch the map.
error-tile-does-not-fit = The tile does not fit there: its edges must match every neighbour.
error-no-follower-left = You have no follower left in your supply.
error-no-such-feature = The placed tile has no such spot.
error-feature-occupied = Someone already has a follower on that feature.
error-unsupported-player-count = This game cannot be played with that many seats.
error-credential-in-use = Something went wrong with this device’s pass; please try again.
error-request-id-reused = That request was already made; reload the page.
error-too-many-requests = Too many requests right now; wait a moment and try again.
error-player-present = That player has the table open right now, so their seat stays theirs.
error-seat-played-by-bot = A bot is playing that seat already.
error-seat-not-absent = That player is not away.
error-disallowed-character = The name holds a character that is not allowed.
# The service's other reasons (every reason the service can send a player's page has words;
# tests/web/test_catalog.py checks).
error-credential-malformed = This device’s pass for the table cannot be read. Open the table from its link again.
error-credential-missing = Only someone with a pass for this table can do that. Open the table from your own link.
error-credential-not-recoverable = That was done already, and its pass cannot be given out again. Open the table from its link.
error-etag-mismatch = This table changed meanwhile; the page has been refreshed. Try again.
error-game-not-found = This server does not host that game.
error-lesson-not-found = There is no such lesson, or not in this language.
error-host-not-allowed = This server does not answer at this address. Open it with its own address.
error-internal = Something went wrong on the server. Try again in a moment.
error-invalid-bot-level = There is no bot of that kind here.
error-invalid-option-value = A table option has a value it does not take. Choose another value.
error-unknown-option = This game has no such table option.
error-invalid-page-token = The list of tables changed meanwhile; reload the page.
error-invalid-request-id = The page sent a request the server cannot accept; reload the page.
error-malformed-payload = The server could not read the move the page sent; reload the page.
error-malformed-request = The server could not read what the page sent; reload the page.
error-wrong-payload-type = The page sent a move of the wrong kind for this game; reload the page.
error-unsupported-content-type = The server could not read what the page sent; reload the page.
error-message-too-large = That is too much to send at once.
error-negative-version = The page asked for a moment of the game that does not exist; reload the page.
error-version-ahead = The page knows more of this game than the server does (it may have restarted); reload the page.
error-record-not-replayable = This game record cannot be replayed.
error-seat-not-bot = No bot plays that seat.
error-server-shutting-down = The server is restarting; the page reconnects by itself in a moment.
error-undo-not-allowed = That move cannot be taken back.
# The server cannot be reached (offline, or the server is down).
# The games' rules, by the reason the engine refuses an action with (every reason the engines
# raise has words; tests/web/test_catalog.py checks).
error-already-bought-this-turn = You have already bought a tile this turn.
error-building-already-in-city = That building is already in this city.
error-cell-occupied = That space already holds a tile.
error-chance-pending = Wait a moment: the dice or the tiles are still being drawn.
error-colour-mismatch = That tile does not go on a space of this colour.
error-depots-not-adjacent = The ship's two depots must be next to each other.
error-depot-not-allowed = You may buy only from the black depot.
error-dice-remaining = Use both dice before you end your turn.
error-die-not-available = You have no unused die for that.
error-discard-not-allowed = Your storage still has room: nothing needs to be discarded.
error-discard-not-stored = The tile to discard is not in your storage.
error-discard-required = Your storage is full: choose a stored tile to discard.
error-goods-not-available = Those goods are not on that depot.
error-goods-type-limit = You can hold at most { NUMBER(3) } kinds of goods.
error-must-take-all-goods = The ship takes every kind of goods that fits.
error-not-enough-silver = You do not have enough silverlings.
error-not-enough-workers = You do not have enough workers.
error-no-such-goods = You hold no goods of that kind.
error-payment-not-allowed = That payment is not allowed at this table.
error-placement-possible = Your city hall can still place a tile: place it first.
error-second-depot-not-allowed = Taking goods from a second depot needs knowledge tile { NUMBER(5) }.
error-tile-not-in-depot = That depot does not hold that tile.
error-tile-not-stored = That tile is not in your storage.
error-too-many-workers = The die needs fewer workers than that.
error-wrong-die-value = The die does not show the number this space needs (workers can change it).
error-wrong-tile-type = This effect cannot take that tile.
# A move the page sent in a form the game cannot read (MalformedAction): the page is at fault,
# reloading it helps.
error-action-missing = The page sent an empty move; reload the page.
error-invalid-coordinate = That place is off the map; reload the page.
error-invalid-rotation = A tile can only be turned a quarter at a time; reload the page.
error-invalid-feature-kind = There is no such kind of spot for a follower; reload the page.
error-invalid-location = There is no such spot on the tile; reload the page.
error-invalid-cell = There is no such space on your estate; reload the page.
error-invalid-depot = There is no such depot; reload the page.
error-invalid-die = There is no such die; reload the page.
error-invalid-workers = That is not a number of workers you can use; reload the page.
error-invalid-goods = There are no such goods; reload the page.
error-invalid-payment = There is no such way to pay; reload the page.
error-unknown-tile = There is no such tile in this game; reload the page.
error-unreachable = The game server cannot be reached. Check your connection; the page keeps trying.
# A refusal the page has no words of its own for: the server's own (English) sentence.
error-other = { $message }
error-table-not-finished = This game is not over yet.
error-review-not-found = Nobody has asked for this game's review yet.
error-too-many-reviews = Your other reviews are still being made. Try again when they are ready.
error-too-many-record-reviews = You already keep 10 reviews of game records, the most this server keeps for one person. Each goes 3 days after it was asked for; try again then.
error-chat-muted = The host muted your chat.
error-too-many-messages = This table keeps no more messages.
error-already-rematched = You have taken your seat at the new game already: open it from “My tables on this device”.
error-lesson-table = A lesson is not played again this way: start it again from “Learn to play”.
error-seat-or-host-credential-required = Only a player of this table or its host can do that.
error-hints-off = Hints are off at this table.
error-response-too-large = This record is too long to replay here.

# The end of a game (web/src/final.js), for every game: the winner and the final scores, fed by
# each game's breakdown of the points.
final-heading = Final scores
final-wins = { $player } wins
final-wins-tie-break = { $player } wins (on the tie-break)
# $players: the winners as one list ("Ada and Grace")
final-shared-victory = Shared victory: { $players }
final-rank = Rank
final-player = Player
final-score = Score

# The games' names, by the name in "games/{game}" (ListGames' display_name is the fallback).
game-name-carcassonne = Carcassonne
game-name-burgundy = The Castles of Burgundy

# Hints (web/src/hint.js): at a table whose option \`hints\` is on, a player asks on her turn
# what the bot would play.
hint-button = Hint
hint-asking = The bot is thinking…
# $move: the move, in the game's own words.
hint-best = The bot would play: { $move }.
# $points: the expected final margin over the best other player after that move (its size);
# $side: ahead or behind.
hint-margin = { $side ->
    [behind] It expects you to finish { $points } points behind the best other player.
   *[ahead] It expects you to finish { $points } points ahead of the best other player.
}
# $points: how much more that is than the next move; $move: that move.
hint-why = That is { $points } points more than { $move }.
hint-only = It is the only move you have.

# The invite page (/t/{table}?invite=...): what the table is, then a name; or why the link
# no longer works.
invite-title = meeple: an invitation
invite-loading = Opening the invitation…
invite-heading = You are invited to a table
# The game and whose table it is: the host's name, when the host gave one.
invite-game-by-host = { $host } invites you to play { $game }.
invite-game = You are invited to play { $game }.
invite-table-name = Table: { $name }
invite-options = Options
invite-seats = Seats
invite-seat-free = free seat
invite-seat-bot = { $name } (bot)
invite-free-count = { $count ->
    [one] One seat is free.
   *[other] { $count } seats are free.
}
invite-your-name = Your name
invite-name-example = e.g. Grace
invite-take-seat = Take a seat
invite-taking-seat = Taking a seat…
# The link no longer lets anyone in: a heading, then the reason in plain words.
invite-broken-heading = This invite link does not work
invite-broken-bad = There is no such table, or this link was mistyped or replaced by a newer one from the host. Ask the host for the link again.
invite-broken-full = Every seat at this table is taken already.
invite-broken-started = The game at this table has started, and no seat is free.
invite-broken-over = The game at this table is over.
invite-broken-abandoned = The game at this table was ended.
invite-broken-unreachable = The game server cannot be reached right now. Check your connection and open the link again.
invite-watch-instead = You can still watch if the host sends you the spectator link.
invite-start-new = Start a new table instead

# "/learn": the lessons from the rulebooks (learn.js, lesson.js). A lesson's own texts (its title,
# task, the rulebook's sentence) come from the lesson (ListLessons, StartLesson), not from here.
learn-title = Learn to play
learn-lesson-title = { $lesson } · Learn to play
learn-intro = Lessons from the rulebooks, on the real board: each teaches one sentence of a rulebook and gives you a task.
learn-loading = Loading the lessons…
learn-cannot-open = The lessons cannot be shown
learn-progress = { $done } of { $total } done
learn-start = Start with “{ $lesson }”
learn-continue = Go on with “{ $lesson }”
learn-state-done = Done
learn-state-shown = Done with help
learn-state-next = Next
learn-state-todo = To do
learn-opening = Setting out the lesson’s board…
learn-cannot-start = This lesson cannot be opened
learn-back = All lessons
learn-learner = Learner
learn-step = Step { $step } of { $steps }
learn-right = Right!
learn-shown = Here is the move.
learn-show-me = Show me
learn-complete = Lesson complete.
learn-next = Next lesson
learn-cite-pages = Rulebook, { $count ->
    [one] page
   *[other] pages
  } { $pages }
learn-cite-section = Rulebook, “{ $section }”
learn-cite-ours = (translated from the rulebook)

# The lobby ("/"): starting a table.
lobby-title = meeple: new table
lobby-loading = Loading the games…
lobby-cannot-open = The lobby cannot open
lobby-heading = Start a table
lobby-intro = Make a private table, send the link to your friends, play.
lobby-game = Game
lobby-seats = Seats
lobby-seat-count = { $count } players
lobby-other-seats = The other seats
# One of the other seats, numbered from 2 (seat 1 is the host's).
lobby-seat-number = Seat { $number }
lobby-player-person = A person (invite link)
lobby-player-beginner = Beginner bot
lobby-player-easy = Easy bot
lobby-player-medium = Medium bot
lobby-player-hard = Hard bot
lobby-player-expert = Expert bot
lobby-player-random = Random bot
lobby-player-greedy = Greedy bot
lobby-player-search = Search bot
lobby-table-options = Table options
# An option's value that is the game's default.
lobby-option-default = { $value } (default)
lobby-your-name = Your name
lobby-name-example = e.g. Ada
lobby-auto-start = Start by itself when every seat is taken
lobby-create = Create the table
lobby-creating = Creating the table…
# The table's label others see, made from the host's name.
lobby-table-label = { $name }’s table
# the lobby's game cards and its way to the lessons
lobby-choose-game = Play { $game }
lobby-learn-intro = Short lessons from the rulebooks, on a real table against bots.
lobby-learn-open = Open the lessons

# Notifications for people and slow games (issue 30).
# The server's own catalog (service/notify/messages.json) mirrors the notify-turn-* messages.
notify-turn-title = Your move: { $game }
notify-turn-text = { $name }, it is your move at { $game }.
notify-turn-link = Open your seat: { $link }
notify-turn-mute = To stop these messages, mute the table on its page.

# The table page: a seat's notification settings.
notify-heading = Tell me when it is my move
notify-push-on = Notify this device
notify-push-off = Stop notifying this device
notify-push-enabled = This device is told when it is your move.
notify-push-unsupported = This browser cannot show notifications from this page.
notify-push-denied = Notifications are blocked for this page in the browser’s settings.
notify-email-label = E-mail address
notify-email-save = Save address
notify-email-remove = Remove address
notify-email-saved = Saved. Only you see this address, and it is deleted when the game ends.
notify-email-none = This server sends no e-mail.
notify-mute = Mute this table
notify-unmute = Unmute this table
notify-muted = Muted: nothing is sent to you about this table.

# Slow games: the table's status line and the lobby.
slow-your-move-since = Your move since { $since }
slow-time-left = Time left: { $days ->
        [one] 1 day
       *[other] { $days } days
    }, { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }
slow-time-left-hours = Time left: { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }
lobby-my-tables = My tables on this device
lobby-my-table-your-move = Your move
lobby-my-table-waiting-for = { $name } to move
lobby-my-table-not-started = Not started
lobby-my-table-over = Game over
lobby-my-table-gone = Cannot be read
lobby-clock = Time per move
lobby-clock-real-time = Real time (a minute)
lobby-clock-minutes = A few minutes
lobby-clock-day = A day per move
lobby-clock-three-days = Three days per move
notify-push-unavailable = This browser’s push service cannot be reached, so this device cannot be notified.
lobby-clock-off = No clock
error-email-not-configured = This server sends no e-mail.
error-too-many-push-subscriptions = This seat already notifies five devices: stop one first.
error-push-endpoint-not-allowed = This browser’s push service is not one the server may call.
# a table of "My tables": the game and the other players ($names: a list)
lobby-my-table-with = { $game } with { $names }
lobby-my-table-since = since { $since }

# Table options as the lobby shows them (ListGames' GameOption): option-{game}-{key} is the
# option's name, -description what it changes, -{value} each value, -number a numeric value
# ($value, and $seat = $value + 1). The service's own options use "service" for the game.
# The server's English descriptions stay the fallback for programs.

## The Castles of Burgundy
option-burgundy-edition = Knowledge tiles
option-burgundy-edition-description = Which edition's knowledge tiles: 2019 (the Japanese rulebook) or 2011 (the Persian rulebook). They differ in tiles 6, 15 and 26.
option-burgundy-edition-2019 = 2019 edition (Japanese rulebook)
option-burgundy-edition-2011 = 2011 edition (Persian rulebook)
option-burgundy-tiebreak-empty-spaces = First tie-break
option-burgundy-tiebreak-empty-spaces-description = Among tied players, who wins by the empty spaces of their estate.
option-burgundy-tiebreak-empty-spaces-fewest = Fewest empty spaces wins (both rulebooks)
option-burgundy-tiebreak-empty-spaces-most = Most empty spaces wins
option-burgundy-tiebreak-turn-order = Second tie-break
option-burgundy-tiebreak-turn-order-description = If still tied, who wins by turn order.
option-burgundy-tiebreak-turn-order-behind = Later in turn order wins (Persian rulebook)
option-burgundy-tiebreak-turn-order-ahead = Earlier in turn order wins (Japanese rulebook)
option-burgundy-start-seat = Start player
option-burgundy-start-seat-description = Who plays first: drawn by chance, as the rulebooks roll a die, or a chosen seat.
option-burgundy-start-seat-random = Drawn by chance
option-burgundy-start-seat-number = Seat { $seat }
option-burgundy-warehouse-sale = Warehouse sale
option-burgundy-warehouse-sale-description = Whether placing a Warehouse must sell goods.
option-burgundy-warehouse-sale-optional = The player may sell (Persian rulebook)
option-burgundy-warehouse-sale-compulsory = The player must sell (Japanese rulebook)
option-burgundy-k5-adjacency = Knowledge tile 5
option-burgundy-k5-adjacency-description = Which depots count as side by side for knowledge tile 5.
option-burgundy-k5-adjacency-ring = In a ring: depots 6 and 1 are neighbours
option-burgundy-k5-adjacency-line = In a line: depots 6 and 1 are not neighbours
option-burgundy-k6-mixed-payment = Knowledge tile 6 payment
option-burgundy-k6-mixed-payment-description = Whether a purchase with the 2019 knowledge tile 6 may be paid with 1 silverling and 1 worker.
option-burgundy-k6-mixed-payment-no = No
option-burgundy-k6-mixed-payment-yes = Yes

## Carcassonne
option-carcassonne-start-seat = Start player
option-carcassonne-start-seat-description = The seat that takes the first turn.
option-carcassonne-start-seat-number = Seat { $seat }
option-carcassonne-unplaceable-tile = A tile that fits nowhere
option-carcassonne-unplaceable-tile-description = What happens to a drawn tile that cannot be placed; either way the same player draws again.
option-carcassonne-unplaceable-tile-discard = Removed from the game (official rules)
option-carcassonne-unplaceable-tile-return-to-bag = Back into the bag for later

## The service's own options (every game)
option-service-on-leave = A player who leaves
option-service-on-leave-description = What happens when a player leaves during the game.
option-service-on-leave-bot = A bot plays the seat until they come back
option-service-on-leave-abandon = The game ends for everyone
option-service-leave-bot = Bot for a player who left
option-service-leave-bot-description = The bot that plays for a player who left.
option-service-leave-bot-beginner = Beginner bot
option-service-leave-bot-easy = Easy bot
option-service-leave-bot-medium = Medium bot
option-service-leave-bot-hard = Hard bot
option-service-leave-bot-expert = Expert bot
option-service-leave-bot-random = Random bot
option-service-leave-bot-greedy = Greedy bot
option-service-leave-bot-search-1 = Search bot, level 1
option-service-leave-bot-search-2 = Search bot, level 2
option-service-leave-bot-search-3 = Search bot, level 3
option-service-leave-bot-search-4 = Search bot, level 4
option-service-turn-timer = Clock
option-service-turn-timer-description = No clock, a time limit for each turn, or a time bank for each player's whole game.
option-service-turn-timer-off = No clock
option-service-turn-timer-per-turn = A limit per turn
option-service-turn-timer-bank = A time bank per player
option-service-turn-seconds = Time per turn
option-service-turn-seconds-description = Each turn must end within this time (with a limit per turn).
option-service-turn-seconds-number = { $value ->
    [one] { $value } second
   *[other] { $value } seconds
}
option-service-bank-seconds = Time bank
option-service-bank-seconds-description = Each player's time for the whole game, spent while it is their turn (with a time bank).
option-service-bank-seconds-number = { $value ->
    [one] { $value } second
   *[other] { $value } seconds
}
option-service-timeout-policy = When time runs out
option-service-timeout-policy-description = What happens when a player's time runs out.
option-service-timeout-policy-bot-turn = A bot finishes the turn
option-service-timeout-policy-absent = The seat is marked absent and a bot plays until the player comes back
option-service-timeout-bot = Bot when time runs out
option-service-timeout-bot-description = The bot that plays when time runs out.
option-service-timeout-bot-beginner = Beginner bot
option-service-timeout-bot-easy = Easy bot
option-service-timeout-bot-medium = Medium bot
option-service-timeout-bot-hard = Hard bot
option-service-timeout-bot-expert = Expert bot
option-service-timeout-bot-random = Random bot
option-service-timeout-bot-greedy = Greedy bot
option-service-timeout-bot-search-1 = Search bot, level 1
option-service-timeout-bot-search-2 = Search bot, level 2
option-service-timeout-bot-search-3 = Search bot, level 3
option-service-timeout-bot-search-4 = Search bot, level 4

option-burgundy-purchase-during-bonus-action = Buying during a bonus action
option-burgundy-purchase-during-bonus-action-description = Whether a tile may be bought from the black depot while a castle's extra action or a City Hall placement is still to be made. Neither rulebook says so; Board Game Arena allows it. The default follows the edition (yes for 2019, no for 2011).
option-burgundy-purchase-during-bonus-action-yes = Allowed
option-burgundy-purchase-during-bonus-action-no = Not allowed

option-service-undo = Taking back a move
option-service-undo-description = Whether a player may take back her own latest moves, one at a time, until a tile is drawn, dice are rolled, something is revealed or another player acts.
option-service-undo-own-turn = Own moves, until new information appears
option-service-undo-off = Never

option-service-hints = Hints
option-service-hints-description = Whether every player may ask, on her own turn, which move the bot would make and why, in the points she can expect to lead by at the end.
option-service-hints-off = Off
option-service-hints-on = On, for every player

# Play again (web/src/rematch.js): at a finished table, each person takes her seat at a new
# table of the same game with one tap; the section says who has come back.
rematch-heading = Play again
rematch-intro = The same game, seats and options, with new draws: each of you takes your seat again with one tap.
rematch-play-again = Play again
rematch-joining = Taking your seat at the new game…
rematch-open = Go to the new game
rematch-seat-back = is back
rematch-seat-bot = keeps its seat
rematch-seat-waiting = not back yet
# a seat of the new table kept for the person who held it
rematch-waiting-for = { $name } (not back yet)
rematch-log-opened = Someone asked to play again
rematch-log-back = { $name } is back for another game
rematch-log-host = The host is back for another game
# the tab's title while it is the reader's move ($title: the table's usual title)
table-title-your-move = Your move · { $title }

# The replay of a game (web/src/replay.js) and of a record file (web/src/record.js).
replay-open = Replay the game
replay-loading = Loading the game…
# $game: the game's title.
replay-title = Replay: { $game }
replay-heading = Replay of { $game }
replay-back-to-table = Back to the table
replay-running-note = The game is still going on: this replay stops at the moment you opened it, as you saw it.
replay-not-started = The game has not started yet.
replay-not-started-hint = A replay shows a game from its first move.
replay-first = To the start
replay-last = To the end
replay-step-back = One step back
replay-step-forward = One step forward
replay-play = Play
replay-pause = Pause
replay-slider = Step
replay-speed = Speed
# $speed: a number of steps per second (0.5, 1, 2, 4).
replay-speed-value = { $speed }×
# $step: the step shown (0 is the setup); $last: the last step.
replay-position = Step { $step } of { $last }
replay-log = What happened up to step { $step }
record-open = Replay a game record
record-title = Replay a game record
record-heading = Replay a game record
# $file: the record file's usual name; $command: the command that writes it.
record-intro = Choose a { $file } file written by “{ $command }”. It is read on this device; the server plays it back for the pictures and keeps nothing.
record-choose = Record file
record-reading = Reading the record…
# $limit: the largest file, in megabytes.
record-too-large = This file is too large for a game record (the limit is { $limit } MB).
record-too-large-for-server = This record is too large for this server to play back.
# $format: the file format's name (JSON).
record-not-json = This file is not a readable { $format } file.
record-not-a-record = This file is not a meeple game record.
# $version: the file's format version; $readable: the version this page reads.
record-other-version = This record has format version { $version }; this page reads version { $readable }.
# $game: the game named in the file.
record-unknown-game = This page cannot show the game “{ $game }”.
record-damaged = This record is damaged: its table or events cannot be read.
# $why: why the server refused it (RECORD_NOT_REPLAYABLE's why); $version: the event, if any.
record-not-replayable = { $why ->
    [OPTIONS] This record does not play back: its table's options or seats start no game.
    [NOT_STARTED] This record does not play back: its game never started.
    [OUTCOME] This record does not play back: it ends with other scores than it records.
   *[other] This record does not play back: the event at version { $version } cannot be replayed.
}
record-open-another = Open another record

## The review of a finished game (review.js)
review-heading = Review
review-request = Review this game
review-progress = The bot is reviewing the game: { $done } of { $total } decisions
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
# $value: the expected final lead (points) after the move, as the review's search sees it
review-entry-good = { $name }: { $move } — as good as any (expected lead { $value })
review-entry-inaccuracy = { $name }: { $move } — an inaccuracy (expected lead { $value })
review-entry-mistake = { $name }: { $move } — a mistake (expected lead { $value })
review-entry-blunder = { $name }: { $move } — a blunder (expected lead { $value })
review-better = Better: { $move } ({ $points } { $points ->
    [one] point
   *[other] points
  } more expected)
# the better move where the board draws it (its title, for screen readers)
review-better-on-board = The better move, drawn on the board
review-summary-heading = How each player did
review-summary-line = { $name }: accuracy { $accuracy }%, { $loss } points lost per decision on average ({ $decisions } decisions; { $inaccuracies } inaccuracies, { $mistakes } mistakes, { $blunders } blunders)

## The review of a game record (record_review.js)
review-record-offer = The bot judges every decision in this record. This server keeps the record and its review for 3 days, and only this device's network address can read them.
# $date: when the server deletes the review (a date and time in the reader's language)
review-kept-until = This server keeps this review until { $date }. Open the same record on this device again to see it.
review-ask-unreachable = The game server could not be reached, so the review was not asked for. Check your connection and try again.

# The web server's own pages (web/server_pages.py renders them at build time): an address that
# is no page of the server, and a host name the server does not answer for. Plain text only.
server-not-found-title = Not found
server-not-found-heading = Nothing here
server-not-found-text = This address is not a page of this game server.
server-go-to-lobby = Go to the lobby
server-wrong-host-title = Wrong address
server-wrong-host-heading = This game server does not answer at this address
server-wrong-host-text = Open it by the address its host gave you. Whoever runs the server can allow this address (meeple serve --public-url or --allowed-hosts).

# A table's page (/t/{table}): the shared parts around each game's board.
table-title-opening = meeple: table
# The browser tab: the game's title and the table's label.
table-title = { $game }: { $table }
table-opening = Opening the table…
table-needs-link = This page needs the link you were sent
table-needs-link-hint = Open the invite or spectator link from the host again.
table-link-broken = This link does not open a table
table-cannot-show = The table cannot be shown
table-cannot-draw = This page cannot draw { $game } yet.
# The header: who the reader is at this table.
table-header-you = You: { $name }
table-header-host = Host
table-header-watching = Watching
# The connection to the server is lost; the reason follows.
table-reconnecting = Reconnecting… ({ $reason })
# A seat's player as the games' pages name them; the reader's own seat is marked.
table-seat-name-you = { $name } (you)
table-seat-number = seat { $number }
# Waiting for the players.
table-free-seat = free seat
table-waiting-for = { $count ->
    [one] Waiting for one more player
   *[other] Waiting for { $count } more players
}
table-everyone-here = Everyone is here
table-start = Start the game
table-auto-start = The game starts by itself when every seat is taken.
table-host-starts = The host starts the game when everyone is here.
# The links the host shares (kept reachable during the whole game).
table-links = Invite and spectator links
table-invite-link = Invite link: send it to your friends
table-spectator-link = Spectator link: anyone can watch with it
table-copy = Copy
table-copied = Copied
# Names the server's command-line flags as typed (Persian says what they do instead).
table-loopback-warning = This link points at this computer only, so it works on no one else’s device. To let friends in, restart the server with --share (friends anywhere) or --lan (friends on the same Wi-Fi).
# The invite as a QR code: a friend's phone camera opens it.
table-invite-qr = Or let a friend scan this code with their phone’s camera.
table-invite-qr-label = QR code of the invite link
# The server's public address changed (its tunnel restarted): the links sent before are dead.
table-address-changed = The server’s public address has changed, so the links you sent before no longer work. Send this new invite link instead.
# A seated player opens her seat on another device.
table-other-device = Continue on another device
table-other-device-hint = Open this link on your phone or another computer to play your seat there. Anyone who has it can play your seat: send it only to yourself.
table-other-device-link = Your seat’s link
table-device-link-broken = This seat link does not work
table-device-link-broken-hint = The seat it opened may have been given to someone else, or the link was cut short. Ask the host for a new invite.
# The seats of a running table.
table-seats-heading = Players
table-seat-you = you
table-seat-present = here
table-seat-away = away
table-seat-absent = away, a bot plays
table-seat-bot = bot
table-seat-empty = free
table-seat-to-play = to play
table-clock-title = Time left for this turn
table-bank-title = Time left in this player’s bank
# The reader's seat is played by a bot (she left, or her time ran out, or the host let a bot play).
table-bot-plays-for-you = A bot is playing your seat while you are away.
table-reclaim = Take my seat back
table-reclaiming = The bot finishes this turn, then it is yours again.
# The host's seat controls, each confirmed first.
table-host-bot-level = The bot's level
table-host-bot-plays = Let a bot play for { $name }
table-host-bot-plays-confirm = { $name } is away. Let a bot play their seat until they come back?
table-host-bot-plays-yes = Let a bot play
table-host-bot-for-good = Give { $name }’s seat to a bot for good
table-host-bot-for-good-confirm = A bot will play { $name }’s seat to the end, and { $name } cannot come back. Go on?
table-host-bot-for-good-yes = Give it to a bot
table-host-free = Free { $name }’s seat for someone new
table-host-free-confirm = { $name } cannot come back, and the bot plays until someone takes the seat with the new invite link. Go on?
table-host-free-yes = Free the seat
table-host-end = End the game for everyone
table-host-end-confirm = End this game for everyone? Nothing more can happen at this table.
table-host-end-yes = End the game
table-confirm-cancel = Cancel
table-abandoned = The game was abandoned
table-abandoned-text = The game was ended, so nothing more can happen here.
# Provably fair draws.
table-fair-draws = Fair draws
table-fair-commitment = The server committed to its secret before anyone joined.
# the commitment's hex digits follow this label, as code (left to right in every language)
table-fair-commitment-code = Its commitment, for the verification tool:
table-fair-checking = Checking the revealed secret…
table-fair-verified = Verified: the revealed secret matches the commitment, and the seed comes from it and every player’s entropy. Every draw can be replayed with \`meeple verify\`.
table-fair-bad-commitment = Not verified: the secret does not match the commitment.
table-fair-bad-seed = Not verified: the seed does not come from the secret and the entropy.
# The log of what happened.
table-log = What happened
table-log-joined = { $name } sat down
table-log-left = { $name } left
table-log-started = The game started
table-log-acted = { $name } acted
table-log-timed-out = { $name }’s time ran out; a bot plays
table-log-reclaimed = { $name } took their seat back
table-log-bot = A bot took { $name }’s seat
table-log-bot-for = A bot plays for { $name } while they are away
table-log-freed = { $name }’s seat was freed for someone new
table-log-abandoned = The host ended the game

# Taking back one's own last action (web/src/undo.js).
undo-button = Take back
# $name: the player (a seat's name).
undo-log = { $name } took back a move
undo-done = Taken back.
# $why: why the service refused (UNDO_NOT_ALLOWED's why).
undo-refused = { $why ->
    [CHANCE] That move is final: something was drawn after it.
    [OTHER_SEAT] That move is final: another player has played since.
    [REVEALED] That move is final: it showed something hidden.
    [BOT] That move is final: a bot made it.
    [TABLE_CHANGE] That move is final: the table changed since.
    [OFF] Taking back moves is off at this table.
    [NOTHING] You have nothing to take back.
   *[other] That move cannot be taken back.
}
`},fa:{dir:"rtl",ftl:`# قلعه‌های بورگاندی روی میز (web/src/games/burgundy/). واژه‌ها از دفترچه‌ی قوانین (glossary.md).
burgundy-title = قلعه‌های بورگاندی

## کاشی‌ها: نام
burgundy-tile-castle = قلعه
burgundy-tile-ship = کشتی
burgundy-tile-mine = معدن
burgundy-tile-warehouse = انبار کالا
burgundy-tile-watchtower = برج نگهبانی
burgundy-tile-carpenters_workshop = ارینج
burgundy-tile-church = کلیسا
burgundy-tile-market = بازار
burgundy-tile-boarding_house = مهمانخانه
burgundy-tile-bank = بانک
burgundy-tile-city_hall = تالار شهر
burgundy-tile-cow = { $count } گاو
burgundy-tile-pig = { $count } خوک
burgundy-tile-sheep = { $count } گوسفند
burgundy-tile-chicken = { $count } مرغ
burgundy-tile-knowledge = کاشی دانش { $number }
burgundy-tile-unknown = کاشی { $label }

## کاشی‌ها: تأثیر هر کدام (با زدن روی کاشی)
burgundy-effect-castle = بلافاصله یک عملیات اضافه، انگار تاسی با هر عدد دلخواه دارید (برداشتن کاشی، اضافه کردن کاشی، فروش کالا یا برداشتن کاشی کارگر).
burgundy-effect-ship = همه‌ی کالاهای یکی از انبارها را برمی‌دارید (حداکثر { NUMBER(3) } نوع کالا در ذخیره‌ی کالای خود)، سپس مهره‌تان روی ردیف نوبت جلو می‌رود.
burgundy-effect-mine = در پایان هر مرحله { NUMBER(1) } سکه‌ی نقره.
burgundy-effect-animal = به تعداد حیوانات این کاشی امتیاز، به‌علاوه‌ی حیوانات همان نوع که از قبل در این چمنزار هستند.
burgundy-effect-warehouse = همه‌ی کالاهای یک نوع را بفروشید.
burgundy-effect-watchtower = { NUMBER(4) } امتیاز.
burgundy-effect-carpenters_workshop = یک ساختمان از هر انبار شماره‌دار برمی‌دارید و در ذخیره‌تان می‌گذارید.
burgundy-effect-church = یک معدن، قلعه یا کاشی دانش از هر انبار شماره‌دار برمی‌دارید و در ذخیره‌تان می‌گذارید.
burgundy-effect-market = یک کشتی یا کاشی حیوان از هر انبار شماره‌دار برمی‌دارید و در ذخیره‌تان می‌گذارید.
burgundy-effect-boarding_house = { NUMBER(4) } کاشی کارگر.
burgundy-effect-bank = { NUMBER(2) } سکه‌ی نقره.
burgundy-effect-city_hall = یک کاشی دیگر از ذخیره‌تان را، با هر عدد تاس، به ملک اضافه می‌کنید.
burgundy-effect-knowledge-1 = می‌توانید قانون «در هر شهر از هر نوع ساختمان فقط یکی» را نادیده بگیرید.
burgundy-effect-knowledge-2 = در پایان هر مرحله هر معدن یک کاشی کارگر هم می‌دهد.
burgundy-effect-knowledge-3 = هر فروش کالا یک سکه‌ی نقره‌ی بیشتر می‌دهد.
burgundy-effect-knowledge-4 = هر فروش کالا یک کاشی کارگر هم می‌دهد.
burgundy-effect-knowledge-5 = کشتی می‌تواند کالاهای دو انبار همجوار را بردارد.
burgundy-effect-knowledge-6 = { $edition ->
    [2011] می‌توانید نه‌تنها از انبار سیاه مرکزی که از هر کدام از { NUMBER(6) } انبار دیگر نیز خرید کنید ({ NUMBER(2) } سکه‌ی نقره). کماکان در هر نوبت فقط می‌توانید یک خرید انجام دهید.
   *[other] می‌توانید نه‌تنها از انبار سیاه مرکزی که از هر کدام از { NUMBER(6) } انبار دیگر نیز خرید کنید، با { NUMBER(2) } سکه‌ی نقره یا { NUMBER(2) } کاشی کارگر. کماکان در هر نوبت فقط می‌توانید یک خرید انجام دهید.
  }
burgundy-effect-knowledge-7 = اضافه کردن حیوان به‌ازای هر کاشی همان نوع در چمنزار یک امتیاز بیشتر می‌دهد.
burgundy-effect-knowledge-8 = هر کاشی کارگر عدد تاس را یک یا دو واحد جابه‌جا می‌کند.
burgundy-effect-knowledge-9 = اضافه کردن ساختمان: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-10 = اضافه کردن کشتی یا کاشی حیوان: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-11 = اضافه کردن قلعه، معدن یا کاشی دانش: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-12 = برداشتن کاشی از انبار: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-13 = برداشتن کاشی‌های کارگر یک سکه‌ی نقره هم می‌دهد.
burgundy-effect-knowledge-14 = برداشتن کاشی‌های کارگر به‌جای دو، چهار کاشی کارگر می‌دهد.
burgundy-effect-knowledge-15 = در پایان بازی: { $points } امتیاز به‌ازای هر نوع کالایی که فروخته‌اید.
burgundy-effect-knowledge-16 = در پایان بازی: { $points } امتیاز به‌ازای هر انبار کالا در ملک شما.
burgundy-effect-knowledge-17 = در پایان بازی: { $points } امتیاز به‌ازای هر برج نگهبانی در ملک شما.
burgundy-effect-knowledge-18 = در پایان بازی: { $points } امتیاز به‌ازای هر ارینج در ملک شما.
burgundy-effect-knowledge-19 = در پایان بازی: { $points } امتیاز به‌ازای هر کلیسا در ملک شما.
burgundy-effect-knowledge-20 = در پایان بازی: { $points } امتیاز به‌ازای هر بازار در ملک شما.
burgundy-effect-knowledge-21 = در پایان بازی: { $points } امتیاز به‌ازای هر مهمانخانه در ملک شما.
burgundy-effect-knowledge-22 = در پایان بازی: { $points } امتیاز به‌ازای هر بانک در ملک شما.
burgundy-effect-knowledge-23 = در پایان بازی: { $points } امتیاز به‌ازای هر تالار شهر در ملک شما.
burgundy-effect-knowledge-24 = در پایان بازی: { $points } امتیاز به‌ازای هر گونه حیوان در ملک شما.
burgundy-effect-knowledge-25 = در پایان بازی: { $points } امتیاز به‌ازای هر کاشی کالای فروخته‌شده.
burgundy-effect-knowledge-26 = در پایان بازی: { $points } امتیاز به‌ازای هر کاشی ویژه‌ای که گرفته‌اید.
burgundy-tile-info = { $tile }: { $effect }

## صفحه‌ی اصلی
# مرحله‌ها: دفترچه‌ی فارسی آن‌ها را با شماره می‌خواند («مرحله‌ی ۱، خانه‌ی A»)؛ $phase حرف A تا E است.
burgundy-status = مرحله‌ی { $phase ->
    [A] { NUMBER(1) }
    [B] { NUMBER(2) }
    [C] { NUMBER(3) }
    [D] { NUMBER(4) }
   *[E] { NUMBER(5) }
  }، دور { $round } از { NUMBER(5) } · تاس سفید { $die }
burgundy-status-over = بازی تمام شد
burgundy-depot = انبار { $number }
burgundy-depot-black = انبار سیاه
burgundy-depot-empty = خانه‌ی خالی
burgundy-goods-to-come = کالاهای در راه
burgundy-supply = بانک: { $tiles } کاشی، سیاه { $black }
burgundy-turn-order = ترتیب نوبت
burgundy-track = ردیف نوبت
burgundy-track-space = خانه‌ی { $space }
burgundy-goods = { $count ->
    [one] کالای { $type }
   *[other] { $count } × کالای { $type }
  }
burgundy-goods-chip = { $type }×{ $count }
burgundy-depot-goods = کالاهای انبار { $number }

## املاک
burgundy-points = { $points } امتیاز
burgundy-silverlings = سکه‌های نقره
burgundy-workers = کاشی‌های کارگر
burgundy-dice = تاس‌ها
burgundy-die = تاس { $value }
burgundy-die-waiting = تاس { $value } (هنوز بازی نشده)
burgundy-die-used = تاس { $value } (استفاده‌شده)
burgundy-die-any = هر تاس
burgundy-storage = ذخیره
burgundy-storage-empty = خالی
burgundy-held-goods = کالاها
burgundy-sold = فروخته‌شده
burgundy-none = هیچ
burgundy-bonus = کاشی‌های ویژه
burgundy-bonus-tile = { $colour } ({ $size })
burgundy-bonus-large = بزرگ
burgundy-bonus-small = کوچک
burgundy-space = خانه‌ی { $cell }: { $colour }، تاس { $die }
burgundy-colour-castle = قلعه (سبز تیره)
burgundy-colour-pasture = چمنزار (سبز روشن)
burgundy-colour-animal = چمنزار (سبز روشن)
burgundy-colour-ship = کشتی (آبی)
burgundy-colour-mine = معدن (خاکستری)
burgundy-colour-building = شهر (بژ)
burgundy-colour-knowledge = کاشی دانش (زرد)

## تصمیم (نوار عملیات)
burgundy-playing = { $player } بازی می‌کند…
burgundy-your-turn = نوبت شماست: روی یک تاس، کاشی انبار یا کاشی ذخیره بزنید.
burgundy-pick-next = روی یکی از کاشی‌ها، خانه‌ها یا کالاهای پررنگ بزنید.
burgundy-pick-discard = ذخیره‌تان پر است: روی کاشی‌ای که باید سوزانده شود بزنید.
burgundy-pick-payment = چطور می‌پردازید؟
burgundy-pick-load = کشتی کدام کالاها را بردارد؟
burgundy-pending-ship = کشتی شما: روی کالاهای یک انبار بزنید تا برشان دارید.
burgundy-pending-castle = قلعه‌ی شما: یک عملیات دیگر با تاسی با هر عدد.
burgundy-pending-city_hall = تالار شهر شما: یک کاشی دیگر از ذخیره‌تان به ملک اضافه کنید.
burgundy-pending-warehouse = انبار کالای شما: روی کالاها بزنید تا بفروشید.
burgundy-pending-market = بازار شما: روی یک کشتی یا کاشی حیوان در یک انبار بزنید.
burgundy-pending-carpenters_workshop = ارینج شما: روی یک ساختمان در یک انبار بزنید.
burgundy-pending-church = کلیسای شما: روی یک معدن، قلعه یا کاشی دانش در یک انبار بزنید.
burgundy-pending-buy = می‌توانید کاشی‌ای از انبار سیاه بخرید، یا نوبتتان را تمام کنید.
burgundy-confirm = تأیید
burgundy-back = برگشت
burgundy-op-workers = برداشتن کاشی‌های کارگر
burgundy-op-buy = خرید
burgundy-op-end = پایان نوبت
burgundy-op-decline = صرف‌نظر
burgundy-pay-silver = { NUMBER(2) } سکه‌ی نقره
burgundy-pay-workers = { NUMBER(2) } کاشی کارگر
burgundy-pay-mixed = { NUMBER(1) } سکه‌ی نقره و { NUMBER(1) } کاشی کارگر
burgundy-load = کالای { $goods }
burgundy-first-stored = اول روی کاشی‌ای در ذخیره‌تان بزنید، بعد روی خانه‌اش.
burgundy-why-not = { $tile } آنجا نمی‌رود: { $reason }
burgundy-could = { $tile } با تاس { $die } آنجا می‌رفت.

## یک عملیات در کلمات (وقتی زدن‌ها دقیقا یکی را نشان دهند)
burgundy-with-die = { $die ->
    [0] با تاسی با هر عدد
   *[other] با تاس { $die }
  }{ $workers ->
    [0] {""}
   *[other] {" "}و { $workers } کاشی کارگر
  }
burgundy-do-take = برداشتن { $tile } از { $depot }، { $how }
burgundy-do-take-discard = برداشتن { $tile } از { $depot }، { $how }، با سوزاندن { $discard } ذخیره
burgundy-do-place = گذاشتن { $tile } در خانه‌ی { $space }، { $how }
burgundy-do-sell = فروش کالای { $goods }، { $how }
burgundy-do-workers = برداشتن کاشی‌های کارگر، { $how }
burgundy-do-buy = خرید { $tile } از { $depot } با { $payment }
burgundy-do-buy-discard = خرید { $tile } از { $depot } با { $payment }، با سوزاندن { $discard } ذخیره
burgundy-do-ship = برداشتن کالای { $goods } از { $depot }
burgundy-do-ship-two = برداشتن کالای { $goods } از { $depot } و { $second }
burgundy-do-end = پایان نوبت شما
burgundy-do-decline = صرف‌نظر از تأثیر کاشی
burgundy-depot-name = { $depot ->
    [0] انبار سیاه
   *[other] انبار { $depot }
  }

## آنچه گذشت، به زبان دفترچه‌ی قوانین
burgundy-log-start-seat = { $player } آغازکننده است (به حکم بخت)
burgundy-log-phase = مرحله‌ی { $phase ->
    [A] { NUMBER(1) }
    [B] { NUMBER(2) }
    [C] { NUMBER(3) }
    [D] { NUMBER(4) }
   *[E] { NUMBER(5) }
  } آغاز می‌شود
burgundy-log-round = دور { $round } از مرحله‌ی { $phase ->
    [A] { NUMBER(1) }
    [B] { NUMBER(2) }
    [C] { NUMBER(3) }
    [D] { NUMBER(4) }
   *[E] { NUMBER(5) }
  }
burgundy-log-die = { $player } تاس انداخت: { $value }
burgundy-log-white-die = تاس سفید: { $value }
burgundy-log-took = { $player } { $tile } را از { $depot } برداشت
burgundy-log-bought = { $player } { $tile } را از { $depot } خرید
burgundy-log-placed = { $player } { $tile } را به ملک اضافه کرد (خانه‌ای با عدد { $die })
burgundy-log-sold = { $player } { $count } کالای { $goods } را به { $silver } سکه‌ی نقره فروخت
burgundy-log-workers = { $player } { $workers } کاشی کارگر برداشت
burgundy-log-shipped = { $player } { $count } کالای { $goods } را از انبار { $depot } برداشت
burgundy-log-effect = { $player }: { $tile }
burgundy-log-effect-silver = { $player }: { $tile } { $silver } سکه‌ی نقره می‌دهد
burgundy-log-effect-workers = { $player }: { $tile } { $workers } کاشی کارگر می‌دهد
burgundy-log-effect-declined = { $player } از { $tile } استفاده نکرد
burgundy-log-effect-no-goods = { $player }: برای { $tile } در هیچ انباری کالایی نیست
burgundy-log-effect-lost = { $player }: { $tile } به ملک اضافه شد ولی از تأثیرش نمی‌شود استفاده کرد و بی‌تأثیر می‌شود
burgundy-log-income = { $player } از معدن‌ها { $silver } سکه‌ی نقره می‌گیرد
burgundy-log-points = { $player } { $points } امتیاز می‌گیرد ({ $cause })
burgundy-log-turn-ended = { $player } نوبتش را تمام کرد
burgundy-log-over = بازی تمام شد
burgundy-cause-sale = فروش کالا
burgundy-cause-animals = حیوانات
burgundy-cause-region = ناحیه‌ی کامل‌شده
burgundy-cause-bonus = کاشی ویژه
burgundy-cause-watchtower = برج نگهبانی
burgundy-cause-knowledge = کاشی دانش
burgundy-cause-final-goods = کالای فروخته‌نشده در پایان
burgundy-cause-final-silver = سکه‌های نقره در پایان
burgundy-cause-final-workers = کاشی‌های کارگر در پایان
burgundy-cause-other = امتیاز

## پایان
burgundy-col-sales = فروش
burgundy-col-animals = حیوانات
burgundy-col-regions = نواحی
burgundy-col-bonus = کاشی ویژه
burgundy-col-towers = برج‌ها
burgundy-col-knowledge = دانش
burgundy-col-goods = کالا
burgundy-col-silver = سکه‌ی نقره
burgundy-col-workers = کاشی کارگر
burgundy-col-empty = خانه‌های خالی
burgundy-breakdown-note = امتیاز به تفکیک منبع (کالا، سکه‌ی نقره و کاشی کارگر: امتیازشماری نهایی). در تساوی، خانه‌های خالی ملک تعیین می‌کنند (برنده: { $rule }، به حکم گزینه‌ی میز «{ $option }»)، سپس ترتیب نوبت ({ $order }، به حکم گزینه‌ی میز «{ $second }»).
burgundy-rule-fewest = کمترین
burgundy-rule-most = بیشترین
burgundy-order-behind = بازیکنی که نوبتش عقب‌تر است برنده است
burgundy-order-ahead = بازیکنی که نوبتش جلوتر است برنده است
burgundy-lobby-line = با تاس‌هایتان کاشی‌های شش‌ضلعی را از انبارها بردارید و در ملکتان بگذارید؛ با کامل کردن ناحیه‌ها امتیاز بگیرید.
burgundy-lobby-picture = کاشی‌های شش‌ضلعیِ قلعه‌های بورگاندی: قلعه، کشتی، معدن، کلیسا، حیوان‌ها و یک کاشی دانش

# صفحه‌ی کارکاسون (web/src/games/carcassonne/). واژه‌ها از دفترچه‌ی قوانین (glossary.md).
carcassonne-title = کارکاسون

## نقشه
carcassonne-map = نقشه ({ $tiles } کاشی)
carcassonne-cell = خانه‌ی خالی { $x }، { $y }: کاشی اینجا جا نمی‌شود
carcassonne-cell-fits = خانه‌ی خالی { $x }، { $y }: کاشی اینجا جا می‌شود
carcassonne-zoom-in = بزرگ‌نمایی
carcassonne-zoom-out = کوچک‌نمایی
carcassonne-fit = کل نقشه

## نوار کاشی‌ای که باید گذاشته شود
carcassonne-your-tile = کاشی شما
carcassonne-their-tile = { $player } این کاشی را می‌گذارد
carcassonne-hint-cell = روی یکی از خانه‌های پررنگ بزنید (با چرخاندن جاهای دیگر را ببینید).
carcassonne-hint-place = کاشی را همین‌جا بگذارید، یا خانه‌ی دیگری انتخاب کنید.
carcassonne-hint-follower = روی کاشی‌ای که گذاشتید یک پیرو بگذارید (روی یک نقطه بزنید)، یا بگذرید.
carcassonne-playing = { $player } بازی می‌کند…
carcassonne-rotate = چرخاندن ⟳
carcassonne-place = بگذارید
carcassonne-pass = بدون پیرو (گذشتن)
carcassonne-do-tile = کاشی در خانهٔ { $x }، { $y }، { $turns } ربع چرخیده
carcassonne-follower-choice = { $kind ->
    [road] دزد روی جاده
    [monastery] راهب روی صومعه
    [field] کشاورز روی مزرعه
   *[city] شوالیه در شهر
  } ({ $where ->
    [N] شمال
    [E] شرق
    [S] جنوب
    [W] غرب
    [NL] شمال، سمت غرب
    [NR] شمال، سمت شرق
    [EL] شرق، سمت شمال
    [ER] شرق، سمت جنوب
    [SL] جنوب، سمت شرق
    [SR] جنوب، سمت غرب
    [WL] غرب، سمت جنوب
    [WR] غرب، سمت شمال
   *[CENTER] وسط
  })

## امتیازها
carcassonne-points = { $points } امتیاز
carcassonne-supply = { $count } از { NUMBER(7) } پیرو
carcassonne-tiles-left = { $count } کاشی در دسته مانده

## آنچه گذشت، به زبان دفترچه‌ی قوانین
carcassonne-log-tile-drawn = { $player } یک کاشی کشید ({ $left } کاشی مانده)
carcassonne-log-tile-discarded = کاشی‌ای هیچ‌جا گذاشته نمی‌شد و از بازی بیرون رفت
carcassonne-log-tile-returned = کاشی‌ای هیچ‌جا گذاشته نمی‌شد و به دسته برگشت
carcassonne-log-tile-placed = { $player } یک کاشی گذاشت
carcassonne-log-follower-road = { $player } دزدی روی جاده گذاشت
carcassonne-log-follower-city = { $player } شوالیه‌ای در شهر گذاشت
carcassonne-log-follower-monastery = { $player } راهبی روی صومعه گذاشت
carcassonne-log-follower-field = { $player } کشاورزی روی مزرعه گذاشت
carcassonne-log-no-follower = { $player } پیرویی نگذاشت
carcassonne-log-game-over = بازی تمام شد
carcassonne-log-road-completed = { $players } جاده‌ای با { $tiles } کاشی را کامل { $count ->
    [one] کرد و { $points } امتیاز گرفت
   *[other] کردند و هر کدام { $points } امتیاز گرفتند
  }
carcassonne-log-city-completed = { $pennants ->
    [0] { $players } شهری با { $tiles } کاشی را کامل { $count ->
        [one] کرد و { $points } امتیاز گرفت
       *[other] کردند و هر کدام { $points } امتیاز گرفتند
      }
   *[other] { $players } شهری با { $tiles } کاشی و { $pennants } پرچم را کامل { $count ->
        [one] کرد و { $points } امتیاز گرفت
       *[other] کردند و هر کدام { $points } امتیاز گرفتند
      }
  }
carcassonne-log-monastery-completed = { $players } صومعه‌ای را کامل { $count ->
    [one] کرد و { $points } امتیاز گرفت
   *[other] کردند و هر کدام { $points } امتیاز گرفتند
  }
carcassonne-log-road-unfinished = امتیازشماری نهایی: { $players } برای جاده‌ی ناقصی با { $tiles } کاشی { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-city-unfinished = امتیازشماری نهایی: { $players } برای شهر ناقصی با { $tiles } کاشی{ $pennants ->
    [0] {""}
   *[other] {" "}و { $pennants } پرچم
  } { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-monastery-unfinished = امتیازشماری نهایی: { $players } برای صومعه‌ی ناقص ({ $tiles } از { NUMBER(9) } کاشی) { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-field = امتیازشماری نهایی: { $players } برای مزرعه‌ای هم‌مرز با { $cities } شهر کامل‌شده { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-road-unclaimed = جاده‌ای با { $tiles } کاشی بی‌دزد کامل شد
carcassonne-log-city-unclaimed = شهری با { $tiles } کاشی بی‌شوالیه کامل شد
carcassonne-log-monastery-unclaimed = صومعه‌ای بی‌راهب کامل شد
carcassonne-log-field-unclaimed = مزرعه‌ای برای هیچ‌کس امتیاز ندارد

## امتیاز نهایی به تفکیک
carcassonne-breakdown-roads = جاده‌ها
carcassonne-breakdown-cities = شهرها
carcassonne-breakdown-monasteries = صومعه‌ها
carcassonne-breakdown-fields = مزرعه‌ها
carcassonne-breakdown-note = امتیاز هر بخش، در طول بازی و در امتیازشماری نهایی. بازیکنان مساوی در پیروزی شریک‌اند.
carcassonne-lobby-line = یک کاشی زمین بکشید، آن را جایی بگذارید که با نقشه جور شود، و برای گرفتن امتیاز پیرویی روی جاده، شهر، صومعه یا مزرعه بگذارید.
carcassonne-lobby-picture = گوشه‌ای از نقشه‌ی کارکاسون: کاشی آغازین، یک جاده، یک صومعه و یک شهر، با دو پیرو

# گفتگوی سر میز (مسئلهٔ ۴۳). فهرست پیام‌های خود سرور (service/notify/messages.json) همان
# پیام‌های notify-chat-* است.
notify-chat-title = { $name } در { $game } پیام داد
notify-chat-text = { $name } سر میز { $game } برای شما پیام گذاشت. برای خواندنش جایگاه خود را باز کنید.
chat-heading = گفتگو
chat-label = پیام
chat-send = بفرستید
chat-reactions = پیام‌های کوتاه
chat-reaction-your-move = نوبت شماست!
chat-reaction-well-played = خوب بازی کردید!
chat-reaction-good-game = بازی خوبی بود!
chat-reaction-thinking = دارم فکر می‌کنم…
chat-empty = هنوز پیامی نیست.
chat-count = { $count } / { $limit }
chat-too-long = هر پیام حداکثر { $limit } نویسه دارد.
chat-too-fast = پیام‌ها زیاد شد. کمی صبر کنید.
chat-muted-self = میزبان گفتگوی شما را بی‌صدا کرده است.
chat-mute = بی‌صدا کردن { $name }
chat-unmute = برداشتن بی‌صدایی { $name }
chat-muted-seat = { $name }: گفتگو بی‌صدا
chat-read-only = فقط بازیکنان اینجا می‌نویسند.

# Words shared by every page.
app-name = میپل
app-page-title = میپل: { $page }
language-switch = زبان
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# صندلی خود ربات، به زبان خواننده.
bot-name-beginner = ربات مبتدی
bot-name-easy = ربات آسان
bot-name-medium = ربات متوسط
bot-name-hard = ربات سخت
bot-name-expert = ربات استاد
bot-name-random = ربات تصادفی
bot-name-greedy = ربات حریص
bot-name-search = ربات جست‌وجوگر، سطح { $level }

# آنچه خواننده می‌بیند وقتی سرور (یا بازی) چیزی را نمی‌پذیرد، بر اساس دلیل خطا.
error-not-your-turn = نوبت شما نیست.
error-seat-taken = کس دیگری آن جایگاه را گرفت.
error-table-full = همه‌ی جایگاه‌های این میز پر است.
error-table-not-waiting = این بازی شروع شده و جایگاه‌هایش دیگر گرفته نمی‌شوند.
error-table-not-active = این بازی الان در جریان نیست.
error-table-not-full = بازی وقتی شروع می‌شود که همه‌ی جایگاه‌ها پر باشند.
error-table-not-found = چنین میزی نیست، یا این لینک آن را باز نمی‌کند.
error-rate-limited = از این نشانی همین حالا میز یا جایگاه زیادی خواسته شده است. کمی صبر کنید و دوباره امتحان کنید.
error-credential-not-accepted = مجوز این دستگاه برای میز دیگر معتبر نیست.
error-seat-credential-required = فقط بازیکنی که سر میز نشسته می‌تواند این کار را بکند.
error-host-credential-required = فقط میزبان می‌تواند این کار را بکند.
error-version-mismatch = میز در این میان تغییر کرد؛ صفحه تازه شد. دوباره امتحان کنید.
error-too-many-watchers = الان افراد زیادی این میز را تماشا می‌کنند.
error-seat-given-up = آن جایگاه واگذار شده است.
error-invalid-field = چیزی که وارد کردید پذیرفته نیست.
error-missing-field = چیزی کم است.
error-game-over = بازی تمام شده است.
error-wrong-step = این کار به این گام از نوبت تعلق ندارد.
error-position-occupied = آنجا از قبل کاشی هست.
error-not-adjacent = کاشی باید با نقشه در تماس باشد.
error-tile-does-not-fit = کاشی آنجا جا نمی‌شود: لبه‌هایش باید با همه‌ی کاشی‌های مجاور بخواند.
error-no-follower-left = در ذخیره‌تان پیرویی نمانده است.
error-no-such-feature = کاشی گذاشته‌شده چنین جایی ندارد.
error-feature-occupied = کسی از قبل روی آن قطعه پیرو دارد.
error-unsupported-player-count = این بازی با این تعداد جایگاه بازی نمی‌شود.
error-credential-in-use = مجوز این دستگاه به مشکل خورد؛ لطفا دوباره امتحان کنید.
error-request-id-reused = این درخواست قبلا فرستاده شده است؛ صفحه را دوباره بار کنید.
error-too-many-requests = الان درخواست‌ها زیاد است؛ کمی صبر کنید و دوباره امتحان کنید.
error-player-present = آن بازیکن همین حالا میز را باز دارد، پس جایگاهش مال خودش می‌ماند.
error-seat-played-by-bot = رباتی از قبل در آن جایگاه بازی می‌کند.
error-seat-not-absent = آن بازیکن غایب نیست.
error-disallowed-character = در نام نویسه‌ای هست که مجاز نیست.
# دلیل‌های دیگر سرور (هر دلیلی که سرور ممکن است به صفحه‌ی بازیکن بفرستد جمله‌ای دارد).
error-credential-malformed = مجوز این دستگاه برای میز خوانده نمی‌شود. میز را دوباره از لینکش باز کنید.
error-credential-missing = فقط کسی که برای این میز مجوز دارد می‌تواند این کار را بکند. میز را از لینک خودتان باز کنید.
error-credential-not-recoverable = این کار قبلا انجام شده و مجوزش دوباره داده نمی‌شود. میز را از لینکش باز کنید.
error-etag-mismatch = میز در این میان تغییر کرد؛ صفحه تازه شد. دوباره امتحان کنید.
error-game-not-found = این سرور چنین بازی‌ای ندارد.
error-lesson-not-found = چنین درسی نیست، یا به این زبان نیست.
error-host-not-allowed = این سرور به این نشانی پاسخ نمی‌دهد. آن را با نشانی خودش باز کنید.
error-internal = در سرور مشکلی پیش آمد. کمی بعد دوباره امتحان کنید.
error-invalid-bot-level = اینجا چنین رباتی نیست.
error-invalid-option-value = یکی از گزینه‌های میز مقداری دارد که نمی‌پذیرد. مقدار دیگری انتخاب کنید.
error-unknown-option = این بازی چنین گزینه‌ای برای میز ندارد.
error-invalid-page-token = فهرست میزها در این میان تغییر کرد؛ صفحه را دوباره بار کنید.
error-invalid-request-id = صفحه درخواستی فرستاد که سرور نمی‌پذیرد؛ صفحه را دوباره بار کنید.
error-malformed-payload = سرور حرکتی را که صفحه فرستاد نتوانست بخواند؛ صفحه را دوباره بار کنید.
error-malformed-request = سرور آنچه را صفحه فرستاد نتوانست بخواند؛ صفحه را دوباره بار کنید.
error-wrong-payload-type = صفحه حرکتی فرستاد که از نوع این بازی نیست؛ صفحه را دوباره بار کنید.
error-unsupported-content-type = سرور آنچه را صفحه فرستاد نتوانست بخواند؛ صفحه را دوباره بار کنید.
error-message-too-large = این برای یک بار فرستادن بیش از حد بزرگ است.
error-negative-version = صفحه لحظه‌ای از بازی را خواست که وجود ندارد؛ صفحه را دوباره بار کنید.
error-version-ahead = صفحه از این بازی بیش از سرور می‌داند (شاید سرور دوباره راه‌اندازی شده باشد)؛ صفحه را دوباره بار کنید.
error-record-not-replayable = این پرونده‌ی بازی بازپخش نمی‌شود.
error-seat-not-bot = هیچ رباتی در آن جایگاه بازی نمی‌کند.
error-server-shutting-down = سرور دوباره راه‌اندازی می‌شود؛ صفحه کمی بعد خودش دوباره وصل می‌شود.
error-undo-not-allowed = آن حرکت را نمی‌توان پس گرفت.
# قواعد بازی‌ها، بر اساس دلیلی که موتور بازی برای نپذیرفتن یک حرکت می‌آورد.
error-already-bought-this-turn = در این نوبت یک کاشی خریده‌اید.
error-building-already-in-city = این ساختمان در این شهر هست.
error-cell-occupied = در این خانه کاشی هست.
error-chance-pending = کمی صبر کنید: تاس‌ها یا کاشی‌ها هنوز کشیده می‌شوند.
error-colour-mismatch = این کاشی روی خانه‌ای به این رنگ نمی‌نشیند.
error-depots-not-adjacent = دو انبار کشتی باید همجوار باشند.
error-depot-not-allowed = فقط از انبار سیاه می‌توانید بخرید.
error-dice-remaining = پیش از تمام کردن نوبت، هر دو تاس را به کار ببرید.
error-die-not-available = تاس به‌کارنرفته‌ای برای این کار ندارید.
error-discard-not-allowed = ذخیره‌تان هنوز جا دارد: لازم نیست کاشی‌ای سوزانده شود.
error-discard-not-stored = کاشی‌ای که باید سوزانده شود در ذخیره‌تان نیست.
error-discard-required = ذخیره‌تان پر است: کاشی‌ای از ذخیره را برای سوزاندن انتخاب کنید.
error-goods-not-available = این کالاها در آن انبار نیستند.
error-goods-type-limit = حداکثر { NUMBER(3) } نوع کالا می‌توانید داشته باشید.
error-must-take-all-goods = کشتی همه‌ی نوع‌های کالایی را که جا دارد برمی‌دارد.
error-not-enough-silver = سکه‌ی نقره‌ی کافی ندارید.
error-not-enough-workers = کاشی کارگر کافی ندارید.
error-no-such-goods = از این نوع کالا ندارید.
error-payment-not-allowed = این نوع پرداخت در این میز مجاز نیست.
error-placement-possible = تالار شهرتان هنوز می‌تواند کاشی‌ای بگذارد: اول آن را بگذارید.
error-second-depot-not-allowed = برداشتن کالا از انبار دوم به کاشی دانش { NUMBER(5) } نیاز دارد.
error-tile-not-in-depot = این کاشی در آن انبار نیست.
error-tile-not-stored = این کاشی در ذخیره‌تان نیست.
error-too-many-workers = این تاس به کاشی کارگر کمتری نیاز دارد.
error-wrong-die-value = عدد تاس با عدد این خانه نمی‌خواند (کاشی کارگر می‌تواند آن را تغییر دهد).
error-wrong-tile-type = این اثر نمی‌تواند این کاشی را بردارد.
# حرکتی که صفحه به شکلی فرستاد که بازی نمی‌تواند بخواند: ایراد از صفحه است و بار کردن دوباره‌اش کمک می‌کند.
error-action-missing = صفحه حرکتی خالی فرستاد؛ صفحه را دوباره بار کنید.
error-invalid-coordinate = آن جا بیرون از نقشه است؛ صفحه را دوباره بار کنید.
error-invalid-rotation = کاشی را فقط یک‌چهارم دور می‌توان چرخاند؛ صفحه را دوباره بار کنید.
error-invalid-feature-kind = چنین نوع جایی برای پیرو نیست؛ صفحه را دوباره بار کنید.
error-invalid-location = روی کاشی چنین جایی نیست؛ صفحه را دوباره بار کنید.
error-invalid-cell = در ملک شما چنین خانه‌ای نیست؛ صفحه را دوباره بار کنید.
error-invalid-depot = چنین انباری نیست؛ صفحه را دوباره بار کنید.
error-invalid-die = چنین تاسی نیست؛ صفحه را دوباره بار کنید.
error-invalid-workers = این تعداد کاشی کارگر را نمی‌توانید به کار ببرید؛ صفحه را دوباره بار کنید.
error-invalid-goods = چنین کالایی نیست؛ صفحه را دوباره بار کنید.
error-invalid-payment = چنین راهی برای پرداخت نیست؛ صفحه را دوباره بار کنید.
error-unknown-tile = در این بازی چنین کاشی‌ای نیست؛ صفحه را دوباره بار کنید.
error-unreachable = به سرور بازی دسترسی نیست. اتصالتان را بررسی کنید؛ صفحه همچنان تلاش می‌کند.
# دلیلی که صفحه برایش واژه‌ای ندارد: جمله‌ی خود سرور (به انگلیسی).
error-other = { $message }
error-table-not-finished = این بازی هنوز تمام نشده است.
error-review-not-found = هنوز کسی بررسیِ این بازی را نخواسته است.
error-too-many-reviews = بررسی‌های دیگرِ شما هنوز در حال انجام است. وقتی آماده شدند دوباره امتحان کنید.
error-too-many-record-reviews = شما هم‌اکنون ده بررسی از پرونده‌های بازی دارید، بیشترین تعدادی که این سرور برای یک نفر نگه می‌دارد. هر بررسی سه روز پس از درخواستش پاک می‌شود؛ آن‌وقت دوباره امتحان کنید.
error-chat-muted = میزبان گفتگوی شما را بی‌صدا کرده است.
error-too-many-messages = این میز پیام بیشتری نگه نمی‌دارد.
error-already-rematched = شما جایگاهتان را در بازیِ تازه گرفته‌اید: آن را از «میزهای من در این دستگاه» باز کنید.
error-lesson-table = درس این‌گونه دوباره بازی نمی‌شود: آن را از «آموزش بازی» دوباره شروع کنید.
error-seat-or-host-credential-required = فقط بازیکنِ این میز یا میزبانش می‌تواند این کار را بکند.
error-hints-off = راهنمایی در این میز خاموش است.
error-response-too-large = این پرونده برای بازپخش در اینجا بیش از اندازه بزرگ است.

# پایان بازی (web/src/final.js): برنده و امتیازهای نهایی.
final-heading = امتیازهای نهایی
final-wins = { $player } برنده است
final-wins-tie-break = { $player } برنده است (با معیار تساوی)
final-shared-victory = پیروزی مشترک: { $players }
final-rank = رتبه
final-player = بازیکن
final-score = امتیاز

# نام بازی‌ها، همان‌طور که دفترچه‌های قوانین می‌نویسند (واژه‌نامه: glossary.md).
game-name-carcassonne = کارکاسون
game-name-burgundy = قلعه‌های بورگاندی

# Hints (web/src/hint.js): at a table whose option \`hints\` is on, a player asks on her turn
# what the bot would play.
hint-button = راهنمایی
hint-asking = ربات در حال فکر کردن است…
# $move: the move, in the game's own words.
hint-best = ربات این حرکت را می‌کرد: { $move }.
# $points: the expected final margin over the best other player after that move (its size);
# $side: ahead or behind.
hint-margin = { $side ->
    [behind] پیش‌بینی ربات این است که در پایان بازی { $points } امتیاز از بهترین بازیکن دیگر عقب‌تر باشید.
   *[ahead] پیش‌بینی ربات این است که در پایان بازی { $points } امتیاز از بهترین بازیکن دیگر جلوتر باشید.
}
# $points: how much more that is than the next move; $move: that move.
hint-why = این { $points } امتیاز بیشتر از این حرکت است: { $move }.
hint-only = این تنها حرکتی است که دارید.

# صفحه‌ی دعوت: میز چیست، بعد یک نام؛ یا چرا لینک دیگر کار نمی‌کند.
invite-title = میپل: دعوت
invite-loading = دعوت باز می‌شود…
invite-heading = شما به یک میز دعوت شده‌اید
invite-game-by-host = { $host } شما را به بازی { $game } دعوت می‌کند.
invite-game = شما به بازی { $game } دعوت شده‌اید.
invite-table-name = میز: { $name }
invite-options = گزینه‌ها
invite-seats = جایگاه‌ها
invite-seat-free = جایگاه خالی
invite-seat-bot = { $name } (ربات)
invite-free-count = { $count ->
    [one] یک جایگاه خالی است.
   *[other] { $count } جایگاه خالی است.
}
invite-your-name = نام شما
invite-name-example = مثلا گریس
invite-take-seat = نشستن سر میز
invite-taking-seat = در حال نشستن…
invite-broken-heading = این لینک دعوت کار نمی‌کند
invite-broken-bad = چنین میزی نیست، یا این لینک اشتباه نوشته شده یا میزبان لینک تازه‌تری داده است. لینک را دوباره از میزبان بخواهید.
invite-broken-full = همه‌ی جایگاه‌های این میز پر شده است.
invite-broken-started = بازی این میز شروع شده و جایگاه خالی ندارد.
invite-broken-over = بازی این میز تمام شده است.
invite-broken-abandoned = بازی این میز پایان داده شد.
invite-broken-unreachable = حالا به سرور بازی دسترسی نیست. اتصالتان را بررسی کنید و لینک را دوباره باز کنید.
invite-watch-instead = اگر میزبان لینک تماشا را بفرستد، هنوز می‌توانید بازی را تماشا کنید.
invite-start-new = به‌جایش میز تازه‌ای بسازید

# «/learn»: درس‌های دفترچه‌ی قوانین. متن خود درس‌ها از داده‌ی درس می‌آید، نه از این‌جا.
learn-title = آموزش بازی
learn-lesson-title = { $lesson } · آموزش بازی
learn-intro = درس‌هایی از دفترچه‌ی قوانین، روی صفحه‌ی واقعی بازی: هر درس یک جمله از دفترچه را آموزش می‌دهد و یک کار به شما می‌سپارد.
learn-loading = درس‌ها بار می‌شوند…
learn-cannot-open = درس‌ها نمایش داده نمی‌شوند
learn-progress = { $done } از { $total } درس انجام شده
learn-start = شروع با «{ $lesson }»
learn-continue = ادامه با «{ $lesson }»
learn-state-done = انجام شد
learn-state-shown = با کمک انجام شد
learn-state-next = بعدی
learn-state-todo = مانده
learn-opening = صفحه‌ی درس چیده می‌شود…
learn-cannot-start = این درس باز نمی‌شود
learn-back = همه‌ی درس‌ها
learn-learner = نوآموز
learn-step = گام { $step } از { $steps }
learn-right = درست است!
learn-shown = این هم حرکت درست.
learn-show-me = نشانم بدهید
learn-complete = درس تمام شد.
learn-next = درس بعدی
learn-cite-pages = دفترچه‌ی قوانین، { $count ->
    [one] صفحه‌ی
   *[other] صفحه‌های
  } { $pages }
learn-cite-section = دفترچه‌ی قوانین، «{ $section }»
learn-cite-ours = (ترجمه از دفترچه‌ی قوانین)

# لابی («/»): ساختن میز.
lobby-title = میپل: میز تازه
lobby-loading = بازی‌ها بار می‌شوند…
lobby-cannot-open = لابی باز نمی‌شود
lobby-heading = یک میز بسازید
lobby-intro = میز خصوصی بسازید، لینکش را برای دوستانتان بفرستید و بازی کنید.
lobby-game = بازی
lobby-seats = جایگاه‌ها
lobby-seat-count = { $count } بازیکن
lobby-other-seats = جایگاه‌های دیگر
lobby-seat-number = جایگاه { $number }
lobby-player-person = یک نفر (با لینک دعوت)
lobby-player-beginner = ربات مبتدی
lobby-player-easy = ربات آسان
lobby-player-medium = ربات متوسط
lobby-player-hard = ربات سخت
lobby-player-expert = ربات استاد
lobby-player-random = ربات تصادفی
lobby-player-greedy = ربات حریص
lobby-player-search = ربات جست‌وجوگر
lobby-table-options = گزینه‌های میز
lobby-option-default = { $value } (پیش‌فرض)
lobby-your-name = نام شما
lobby-name-example = مثلا آدا
lobby-auto-start = وقتی همه‌ی جایگاه‌ها پر شد خودش شروع شود
lobby-create = ساختن میز
lobby-creating = میز ساخته می‌شود…
lobby-table-label = میز { $name }
lobby-choose-game = { $game } را بازی کنید
lobby-learn-intro = درس‌های کوتاه از دفترچه‌ی قوانین، روی میزی واقعی و در برابر ربات‌ها.
lobby-learn-open = باز کردن درس‌ها

# اعلان‌ها برای بازیکنان و بازی‌های کُند (مسئلهٔ ۳۰).
# فهرست پیام‌های خود سرور (service/notify/messages.json) همان پیام‌های notify-turn-* است.
notify-turn-title = نوبت شماست: { $game }
notify-turn-text = { $name }، در { $game } نوبت حرکت شماست.
notify-turn-link = جایگاه خود را باز کنید: { $link }
notify-turn-mute = برای قطع این پیام‌ها، میز را در صفحه‌اش بی‌صدا کنید.

# صفحهٔ میز: تنظیمات اعلان یک جایگاه.
notify-heading = وقتی نوبتم شد خبرم کنید
notify-push-on = به این دستگاه خبر بدهید
notify-push-off = دیگر به این دستگاه خبر ندهید
notify-push-enabled = وقتی نوبت شما شود، این دستگاه باخبر می‌شود.
notify-push-unsupported = این مرورگر نمی‌تواند اعلان‌های این صفحه را نشان دهد.
notify-push-denied = اعلان‌های این صفحه در تنظیمات مرورگر مسدود شده‌اند.
notify-email-label = نشانی ایمیل
notify-email-save = ذخیرهٔ نشانی
notify-email-remove = حذف نشانی
notify-email-saved = ذخیره شد. این نشانی را فقط شما می‌بینید و با پایان بازی پاک می‌شود.
notify-email-none = این سرور ایمیل نمی‌فرستد.
notify-mute = بی‌صدا کردن این میز
notify-unmute = برداشتن بی‌صدایی این میز
notify-muted = بی‌صدا: دربارهٔ این میز چیزی برایتان فرستاده نمی‌شود.

# بازی‌های کُند: خط وضعیت میز و لابی.
slow-your-move-since = نوبت شما از { $since }
slow-time-left = زمان باقی‌مانده: { $days } روز و { $hours } ساعت
slow-time-left-hours = زمان باقی‌مانده: { $hours } ساعت
lobby-my-tables = میزهای من در این دستگاه
lobby-my-table-your-move = نوبت شما
lobby-my-table-waiting-for = نوبت { $name }
lobby-my-table-not-started = هنوز شروع نشده
lobby-my-table-over = بازی تمام شده
lobby-my-table-gone = خوانده نمی‌شود
lobby-clock = زمان هر حرکت
lobby-clock-real-time = هم‌زمان (یک دقیقه)
lobby-clock-minutes = چند دقیقه
lobby-clock-day = یک روز برای هر حرکت
lobby-clock-three-days = سه روز برای هر حرکت
notify-push-unavailable = سرویس اعلان این مرورگر در دسترس نیست، پس به این دستگاه نمی‌توان خبر داد.
lobby-clock-off = بدون ساعت
error-email-not-configured = این سرور ایمیل نمی‌فرستد.
error-too-many-push-subscriptions = این جایگاه همین حالا به پنج دستگاه خبر می‌دهد: اول یکی را متوقف کنید.
error-push-endpoint-not-allowed = سرویس اعلان این مرورگر از آن‌هایی نیست که سرور اجازهٔ تماس با آن را دارد.
lobby-my-table-with = { $game } با { $names }
lobby-my-table-since = از { $since }

# گزینه‌های میز (GameOption در ListGames)؛ توضیح کلیدها در en/options.ftl.

## قلعه‌های بورگاندی
option-burgundy-edition = کاشی‌های دانش
option-burgundy-edition-description = کاشی‌های دانش کدام ویراست: { NUMBER(2019, useGrouping: 0) } (دفترچه‌ی قوانین ژاپنی) یا { NUMBER(2011, useGrouping: 0) } (دفترچه‌ی قوانین فارسی). تفاوتشان در کاشی‌های { NUMBER(6) }، { NUMBER(15) } و { NUMBER(26) } است.
option-burgundy-edition-2019 = ویراست { NUMBER(2019, useGrouping: 0) } (دفترچه‌ی قوانین ژاپنی)
option-burgundy-edition-2011 = ویراست { NUMBER(2011, useGrouping: 0) } (دفترچه‌ی قوانین فارسی)
option-burgundy-tiebreak-empty-spaces = در صورت تساوی
option-burgundy-tiebreak-empty-spaces-description = در تساوی، کدام بازیکن با خانه‌های خالی ملکش برنده است.
option-burgundy-tiebreak-empty-spaces-fewest = کمترین خانه‌ی خالی برنده است (هر دو دفترچه)
option-burgundy-tiebreak-empty-spaces-most = بیشترین خانه‌ی خالی برنده است
option-burgundy-tiebreak-turn-order = در صورت تساوی دوباره
option-burgundy-tiebreak-turn-order-description = اگر باز هم مساوی بودند، کدام بازیکن با ترتیب نوبت برنده است.
option-burgundy-tiebreak-turn-order-behind = کسی که نوبتش عقب‌تر است برنده است (دفترچه‌ی فارسی)
option-burgundy-tiebreak-turn-order-ahead = کسی که نوبتش جلوتر است برنده است (دفترچه‌ی ژاپنی)
option-burgundy-start-seat = آغازکننده
option-burgundy-start-seat-description = چه کسی بازی را شروع می‌کند: به حکم بخت، چنان‌که دفترچه‌ها تاس می‌اندازند، یا جایگاهی که انتخاب می‌کنید.
option-burgundy-start-seat-random = به حکم بخت
option-burgundy-start-seat-number = جایگاه { $seat }
option-burgundy-warehouse-sale = فروش با انبار کالا
option-burgundy-warehouse-sale-description = آیا گذاشتن انبار کالا در ملک باید کالا بفروشد.
option-burgundy-warehouse-sale-optional = بازیکن می‌تواند بفروشد (دفترچه‌ی فارسی)
option-burgundy-warehouse-sale-compulsory = بازیکن باید بفروشد (دفترچه‌ی ژاپنی)
option-burgundy-k5-adjacency = کاشی دانش { NUMBER(5) }
option-burgundy-k5-adjacency-description = کدام انبارها برای کاشی دانش { NUMBER(5) } همجوار حساب می‌شوند.
option-burgundy-k5-adjacency-ring = دایره‌وار: انبار { NUMBER(6) } و انبار { NUMBER(1) } همجوارند
option-burgundy-k5-adjacency-line = در یک ردیف: انبار { NUMBER(6) } و انبار { NUMBER(1) } همجوار نیستند
option-burgundy-k6-mixed-payment = پرداخت با کاشی دانش { NUMBER(6) }
option-burgundy-k6-mixed-payment-description = آیا خرید با کاشی دانش { NUMBER(6) } ویراست { NUMBER(2019, useGrouping: 0) } را می‌توان با { NUMBER(1) } سکه‌ی نقره و { NUMBER(1) } کاشی کارگر پرداخت.
option-burgundy-k6-mixed-payment-no = خیر
option-burgundy-k6-mixed-payment-yes = بله

## کارکاسون
option-carcassonne-start-seat = آغازکننده
option-carcassonne-start-seat-description = جایگاهی که نخستین نوبت را بازی می‌کند.
option-carcassonne-start-seat-number = جایگاه { $seat }
option-carcassonne-unplaceable-tile = کاشی‌ای که هیچ‌جا گذاشته نمی‌شود
option-carcassonne-unplaceable-tile-description = کاشی کشیده‌شده‌ای که هیچ‌جا قانونی گذاشته نمی‌شود چه می‌شود؛ در هر حال همان بازیکن کاشی دیگری می‌کشد.
option-carcassonne-unplaceable-tile-discard = از بازی بیرون می‌رود (قوانین رسمی)
option-carcassonne-unplaceable-tile-return-to-bag = برای بعد به کیسه برمی‌گردد

## گزینه‌های خود سرویس (همه‌ی بازی‌ها)
option-service-on-leave = بازیکنی که میز را ترک می‌کند
option-service-on-leave-description = اگر بازیکنی در میانه‌ی بازی میز را ترک کند چه می‌شود.
option-service-on-leave-bot = ربات تا بازگشت او به جایش بازی می‌کند
option-service-on-leave-abandon = بازی برای همه تمام می‌شود
option-service-leave-bot = ربات جانشین بازیکن رفته
option-service-leave-bot-description = رباتی که به جای بازیکنِ رفته بازی می‌کند.
option-service-leave-bot-beginner = ربات مبتدی
option-service-leave-bot-easy = ربات آسان
option-service-leave-bot-medium = ربات متوسط
option-service-leave-bot-hard = ربات سخت
option-service-leave-bot-expert = ربات استاد
option-service-leave-bot-random = ربات تصادفی
option-service-leave-bot-greedy = ربات حریص
option-service-leave-bot-search-1 = ربات جست‌وجوگر، سطح { NUMBER(1) }
option-service-leave-bot-search-2 = ربات جست‌وجوگر، سطح { NUMBER(2) }
option-service-leave-bot-search-3 = ربات جست‌وجوگر، سطح { NUMBER(3) }
option-service-leave-bot-search-4 = ربات جست‌وجوگر، سطح { NUMBER(4) }
option-service-turn-timer = ساعت
option-service-turn-timer-description = بدون ساعت، مهلتی برای هر نوبت، یا ذخیره‌ی زمانی برای کل بازی هر بازیکن.
option-service-turn-timer-off = بدون ساعت
option-service-turn-timer-per-turn = مهلت برای هر نوبت
option-service-turn-timer-bank = ذخیره‌ی زمانی برای هر بازیکن
option-service-turn-seconds = زمان هر نوبت
option-service-turn-seconds-description = هر نوبت باید در این زمان تمام شود (با مهلت برای هر نوبت).
option-service-turn-seconds-number = { $value } ثانیه
option-service-bank-seconds = ذخیره‌ی زمانی
option-service-bank-seconds-description = زمان هر بازیکن برای کل بازی، که در نوبت خودش خرج می‌شود (با ذخیره‌ی زمانی).
option-service-bank-seconds-number = { $value } ثانیه
option-service-timeout-policy = وقتی زمان تمام شود
option-service-timeout-policy-description = اگر زمان بازیکنی تمام شود چه می‌شود.
option-service-timeout-policy-bot-turn = ربات بقیه‌ی نوبت را بازی می‌کند
option-service-timeout-policy-absent = جایگاه غایب علامت می‌خورد و ربات تا بازگشت بازیکن بازی می‌کند
option-service-timeout-bot = ربات هنگام تمام شدن زمان
option-service-timeout-bot-description = رباتی که وقتی زمان تمام شود بازی می‌کند.
option-service-timeout-bot-beginner = ربات مبتدی
option-service-timeout-bot-easy = ربات آسان
option-service-timeout-bot-medium = ربات متوسط
option-service-timeout-bot-hard = ربات سخت
option-service-timeout-bot-expert = ربات استاد
option-service-timeout-bot-random = ربات تصادفی
option-service-timeout-bot-greedy = ربات حریص
option-service-timeout-bot-search-1 = ربات جست‌وجوگر، سطح { NUMBER(1) }
option-service-timeout-bot-search-2 = ربات جست‌وجوگر، سطح { NUMBER(2) }
option-service-timeout-bot-search-3 = ربات جست‌وجوگر، سطح { NUMBER(3) }
option-service-timeout-bot-search-4 = ربات جست‌وجوگر، سطح { NUMBER(4) }

option-burgundy-purchase-during-bonus-action = خرید در میانه‌ی عملیات اضافه
option-burgundy-purchase-during-bonus-action-description = آیا می‌توان کاشی‌ای از انبار سیاه خرید وقتی عملیات اضافه‌ی قلعه یا اضافه کردن کاشیِ تالار شهر به ملک هنوز مانده است. هیچ‌یک از دو دفترچه‌ی قوانین این را نمی‌گوید؛ بُرد گیم آرِنا اجازه می‌دهد. پیش‌فرض از ویراست پیروی می‌کند (ویراست { NUMBER(2019, useGrouping: 0) }: مجاز، ویراست { NUMBER(2011, useGrouping: 0) }: ممنوع).
option-burgundy-purchase-during-bonus-action-yes = مجاز
option-burgundy-purchase-during-bonus-action-no = ممنوع

option-service-undo = پس گرفتن حرکت
option-service-undo-description = آیا بازیکن می‌تواند آخرین حرکت‌های خودش را یکی‌یکی پس بگیرد، تا وقتی که کاشی‌ای کشیده، تاسی ریخته یا چیزی آشکار شود یا بازیکن دیگری حرکت کند.
option-service-undo-own-turn = حرکت‌های خود، تا پیش از اطلاع تازه
option-service-undo-off = هرگز

option-service-hints = راهنمایی
option-service-hints-description = آیا هر بازیکن می‌تواند در نوبت خودش بپرسد ربات چه حرکتی می‌کرد و چرا، با امتیازهایی که انتظار می‌رود در پایان بازی جلوتر باشد.
option-service-hints-off = خاموش
option-service-hints-on = روشن، برای همه‌ی بازیکنان

rematch-heading = دوباره بازی کنیم
rematch-intro = همان بازی، همان جایگاه‌ها و گزینه‌ها، با کشیدن‌های تازه: هر کدام از شما با یک لمس دوباره سر جایگاهتان می‌نشینید.
rematch-play-again = دوباره بازی کنیم
rematch-joining = جایگاه شما در بازیِ تازه گرفته می‌شود…
rematch-open = رفتن به بازیِ تازه
rematch-seat-back = برگشته است
rematch-seat-bot = جایگاهش را نگه می‌دارد
rematch-seat-waiting = هنوز برنگشته است
rematch-waiting-for = { $name } (هنوز برنگشته است)
rematch-log-opened = کسی خواست دوباره بازی کنیم
rematch-log-back = { $name } برای بازیِ دیگری برگشت
rematch-log-host = میزبان برای بازیِ دیگری برگشت
table-title-your-move = نوبت شما · { $title }

# The replay of a game (web/src/replay.js) and of a record file (web/src/record.js).
replay-open = بازپخش بازی
replay-loading = در حال بارگذاری بازی…
# $game: the game's title.
replay-title = بازپخش: { $game }
replay-heading = بازپخش { $game }
replay-back-to-table = بازگشت به میز
replay-running-note = بازی هنوز ادامه دارد: این بازپخش در لحظه‌ای که آن را باز کردید می‌ایستد، همان‌گونه که شما دیدید.
replay-not-started = بازی هنوز شروع نشده است.
replay-not-started-hint = بازپخش، بازی را از نخستین حرکت نشان می‌دهد.
replay-first = به آغاز
replay-last = به پایان
replay-step-back = یک گام به عقب
replay-step-forward = یک گام به جلو
replay-play = پخش
replay-pause = توقف
replay-slider = گام
replay-speed = سرعت
# $speed: a number of steps per second (0.5, 1, 2, 4).
replay-speed-value = { $speed }×
# $step: the step shown (0 is the setup); $last: the last step.
replay-position = گام { $step } از { $last }
replay-log = آنچه تا گام { $step } گذشت
record-open = بازپخش پرونده‌ی بازی
record-title = بازپخش پرونده‌ی بازی
record-heading = بازپخش پرونده‌ی بازی
# $file: the record file's usual name; $command: the command that writes it.
record-intro = پرونده‌ی { $file } را که «{ $command }» نوشته است انتخاب کنید. پرونده روی همین دستگاه خوانده می‌شود؛ سرور آن را برای تصویرها بازپخش می‌کند و چیزی نگه نمی‌دارد.
record-choose = پرونده‌ی بازی
record-reading = در حال خواندن پرونده…
# $limit: the largest file, in megabytes.
record-too-large = این پرونده برای پرونده‌ی بازی بیش از حد بزرگ است (حداکثر { $limit } مگابایت).
record-too-large-for-server = این پرونده برای بازپخش در این سرور بیش از حد بزرگ است.
# $format: the file format's name (JSON).
record-not-json = این پرونده یک پرونده‌ی { $format } خوانا نیست.
record-not-a-record = این پرونده، پرونده‌ی بازی میپل نیست.
# $version: the file's format version; $readable: the version this page reads.
record-other-version = قالب این پرونده نسخه‌ی { $version } است؛ این صفحه نسخه‌ی { $readable } را می‌خواند.
# $game: the game named in the file.
record-unknown-game = این صفحه نمی‌تواند بازی «{ $game }» را نشان دهد.
record-damaged = این پرونده آسیب دیده است: میز یا رویدادهای آن خوانده نمی‌شوند.
# $why: why the server refused it (RECORD_NOT_REPLAYABLE's why); $version: the event, if any.
record-not-replayable = { $why ->
    [OPTIONS] این پرونده بازپخش نمی‌شود: گزینه‌ها یا جایگاه‌های میز آن بازی‌ای را شروع نمی‌کنند.
    [NOT_STARTED] این پرونده بازپخش نمی‌شود: بازی آن هرگز شروع نشد.
    [OUTCOME] این پرونده بازپخش نمی‌شود: با امتیازهایی جز آنچه ثبت کرده پایان می‌یابد.
   *[other] این پرونده بازپخش نمی‌شود: رویداد نسخه‌ی { $version } بازپخش نمی‌شود.
}
record-open-another = باز کردن پرونده‌ای دیگر

## The review of a finished game (review.js)
review-heading = بررسی
review-request = بررسیِ این بازی
review-progress = ربات در حال بررسیِ بازی است: { $done } از { $total } تصمیم
review-mark-inaccuracy = بی‌دقتی
review-mark-mistake = اشتباه
review-mark-blunder = اشتباهِ بزرگ
# $value: the expected final lead (points) after the move, as the review's search sees it
review-entry-good = { $name }: { $move } — به خوبیِ بهترین حرکت (برتریِ مورد انتظار { $value })
review-entry-inaccuracy = { $name }: { $move } — یک بی‌دقتی (برتریِ مورد انتظار { $value })
review-entry-mistake = { $name }: { $move } — یک اشتباه (برتریِ مورد انتظار { $value })
review-entry-blunder = { $name }: { $move } — یک اشتباهِ بزرگ (برتریِ مورد انتظار { $value })
review-better = بهتر بود: { $move } ({ $points } امتیاز بیشتر در انتظار)
# the better move where the board draws it (its title, for screen readers)
review-better-on-board = حرکت بهتر، روی صفحه
review-summary-heading = هر بازیکن چگونه بازی کرد
review-summary-line = { $name }: دقت { $accuracy }٪، به‌طور میانگین { $loss } امتیاز از دست رفته در هر تصمیم ({ $decisions } تصمیم؛ { $inaccuracies } بی‌دقتی، { $mistakes } اشتباه، { $blunders } اشتباهِ بزرگ)

## The review of a game record (record_review.js)
review-record-offer = ربات هر تصمیمِ این پرونده را می‌سنجد. این سرور پرونده و بررسی‌اش را سه روز نگه می‌دارد و فقط نشانیِ شبکه‌ی همین دستگاه می‌تواند آن‌ها را بخواند.
# $date: when the server deletes the review (a date and time in the reader's language)
review-kept-until = این سرور این بررسی را تا { $date } نگه می‌دارد. برای دیدنش همین پرونده را دوباره روی همین دستگاه باز کنید.
review-ask-unreachable = به سرور بازی دسترسی نبود و بررسی درخواست نشد. اتصالتان را بررسی کنید و دوباره امتحان کنید.

# صفحه‌های خود سرور وب.
server-not-found-title = پیدا نشد
server-not-found-heading = اینجا چیزی نیست
server-not-found-text = این نشانی صفحه‌ای از این سرور بازی نیست.
server-go-to-lobby = رفتن به لابی
server-wrong-host-title = نشانی نادرست
server-wrong-host-heading = این سرور بازی در این نشانی پاسخ نمی‌دهد
server-wrong-host-text = آن را با نشانی‌ای باز کنید که میزبان به شما داده است. کسی که سرور را اجرا می‌کند می‌تواند این نشانی را مجاز کند.

# صفحه‌ی یک میز: بخش‌های مشترک دور صفحه‌ی هر بازی.
table-title-opening = میپل: میز
table-title = { $game }: { $table }
table-opening = میز باز می‌شود…
table-needs-link = این صفحه لینکی را که برایتان فرستاده شده لازم دارد
table-needs-link-hint = لینک دعوت یا تماشا را دوباره از میزبان باز کنید.
table-link-broken = این لینک میزی را باز نمی‌کند
table-cannot-show = میز نشان داده نمی‌شود
table-cannot-draw = این صفحه هنوز نمی‌تواند { $game } را نشان دهد.
table-header-you = شما: { $name }
table-header-host = میزبان
table-header-watching = در حال تماشا
table-reconnecting = اتصال دوباره… ({ $reason })
table-seat-name-you = { $name } (شما)
table-seat-number = جایگاه { $number }
table-free-seat = جایگاه خالی
table-waiting-for = { $count ->
    [one] منتظر یک بازیکن دیگر
   *[other] منتظر { $count } بازیکن دیگر
}
table-everyone-here = همه آمده‌اند
table-start = شروع بازی
table-auto-start = وقتی همه‌ی جایگاه‌ها پر شود بازی خودش شروع می‌شود.
table-host-starts = وقتی همه آمدند، میزبان بازی را شروع می‌کند.
table-links = لینک‌های دعوت و تماشا
table-invite-link = لینک دعوت: برای دوستانتان بفرستید
table-spectator-link = لینک تماشا: هر کس داشته باشد می‌تواند تماشا کند
table-copy = رونوشت
table-copied = رونوشت شد
table-loopback-warning = این لینک فقط به همین رایانه اشاره می‌کند و روی دستگاه هیچ‌کس دیگری کار نمی‌کند. برای آمدن دوستان، سرور را برای اشتراک در اینترنت (دوستان در هر جا) یا در شبکه‌ی خانگی (دوستان روی همان وای‌فای) دوباره راه‌اندازی کنید؛ سرور هنگام شروع، دستور هر دو را نشان می‌دهد.
table-invite-qr = یا دوستتان این کد را با دوربین گوشی‌اش اسکن کند.
table-invite-qr-label = کد کیوآر لینک دعوت
table-address-changed = نشانی عمومی سرور عوض شده است، پس لینک‌هایی که پیش‌تر فرستادید دیگر کار نمی‌کنند. به‌جای آن‌ها این لینک دعوت تازه را بفرستید.
table-other-device = ادامه روی دستگاه دیگر
table-other-device-hint = این لینک را روی گوشی یا رایانه‌ی دیگری باز کنید تا جایگاهتان را آنجا بازی کنید. هر کس آن را داشته باشد می‌تواند به‌جای شما بازی کند: فقط برای خودتان بفرستید.
table-other-device-link = لینک جایگاه شما
table-device-link-broken = این لینک جایگاه کار نمی‌کند
table-device-link-broken-hint = شاید جایگاهی که باز می‌کرد به کس دیگری داده شده، یا لینک ناقص است. از میزبان دعوت تازه بخواهید.
table-seats-heading = بازیکنان
table-seat-you = شما
table-seat-present = حاضر
table-seat-away = غایب
table-seat-absent = غایب، ربات بازی می‌کند
table-seat-bot = ربات
table-seat-empty = خالی
table-seat-to-play = نوبت اوست
table-clock-title = زمان باقی‌مانده‌ی این نوبت
table-bank-title = زمان باقی‌مانده در ذخیره‌ی زمانی این بازیکن
table-bot-plays-for-you = تا وقتی نیستید رباتی به‌جای شما بازی می‌کند.
table-reclaim = جایگاهم را پس بگیرید
table-reclaiming = ربات این نوبت را تمام می‌کند، بعد جایگاه دوباره مال شماست.
table-host-bot-level = سطح ربات
table-host-bot-plays = ربات به‌جای { $name } بازی کند
table-host-bot-plays-confirm = { $name } غایب است. تا برگشتنش رباتی به‌جایش بازی کند؟
table-host-bot-plays-yes = ربات بازی کند
table-host-bot-for-good = جایگاه { $name } برای همیشه به ربات داده شود
table-host-bot-for-good-confirm = رباتی تا پایان به‌جای { $name } بازی می‌کند و { $name } دیگر نمی‌تواند برگردد. ادامه می‌دهید؟
table-host-bot-for-good-yes = به ربات بدهید
table-host-free = جایگاه { $name } برای نفر تازه‌ای خالی شود
table-host-free-confirm = { $name } دیگر نمی‌تواند برگردد، و ربات بازی می‌کند تا کسی با لینک دعوت تازه جایگاه را بگیرد. ادامه می‌دهید؟
table-host-free-yes = خالی کردن جایگاه
table-host-end = پایان بازی برای همه
table-host-end-confirm = این بازی برای همه تمام شود؟ دیگر هیچ اتفاقی سر این میز نمی‌افتد.
table-host-end-yes = پایان بازی
table-confirm-cancel = انصراف
table-abandoned = بازی رها شد
table-abandoned-text = بازی پایان داده شد، پس دیگر اینجا اتفاقی نمی‌افتد.
table-fair-draws = کشیدن‌های منصفانه
table-fair-commitment = سرور پیش از آمدن هر کس به راز خود متعهد شد.
table-fair-commitment-code = کد تعهد، برای ابزار وارسی (از چپ به راست):
table-fair-checking = راز آشکارشده بررسی می‌شود…
table-fair-verified = تأیید شد: راز آشکارشده با تعهد می‌خواند، و بذر از آن و از آنتروپی هر بازیکن به دست آمده است. هر کشیدن را می‌توان با ابزار وارسی میپل دوباره اجرا کرد.
table-fair-bad-commitment = تأیید نشد: راز با تعهد نمی‌خواند.
table-fair-bad-seed = تأیید نشد: بذر از راز و آنتروپی به دست نیامده است.
table-log = آنچه گذشت
table-log-joined = { $name } سر میز نشست
table-log-left = { $name } رفت
table-log-started = بازی شروع شد
table-log-acted = { $name } بازی کرد
table-log-timed-out = زمان { $name } تمام شد؛ ربات بازی می‌کند
table-log-reclaimed = { $name } جایگاهش را پس گرفت
table-log-bot = رباتی جایگاه { $name } را گرفت
table-log-bot-for = تا { $name } نیست رباتی به‌جایش بازی می‌کند
table-log-freed = جایگاه { $name } برای نفر تازه‌ای خالی شد
table-log-abandoned = میزبان بازی را تمام کرد

# Taking back one's own last action (web/src/undo.js).
undo-button = پس گرفتن
# $name: the player (a seat's name).
undo-log = { $name } یک حرکت را پس گرفت
undo-done = پس گرفته شد.
undo-refused = { $why ->
    [CHANCE] این حرکت قطعی است: پس از آن چیزی کشیده شد.
    [OTHER_SEAT] این حرکت قطعی است: بازیکن دیگری پس از آن بازی کرده است.
    [REVEALED] این حرکت قطعی است: چیزی پنهان را آشکار کرد.
    [BOT] این حرکت قطعی است: یک ربات آن را انجام داد.
    [TABLE_CHANGE] این حرکت قطعی است: میز از آن پس تغییر کرده است.
    [OFF] پس گرفتن حرکت‌ها در این میز خاموش است.
    [NOTHING] حرکتی برای پس گرفتن ندارید.
   *[other] این حرکت را نمی‌توان پس گرفت.
}
`},ja:{dir:"ltr",ftl:`# ブルゴーニュの城（web/src/games/burgundy/）。用語は日本語ルールブックのもの（glossary.md）。
burgundy-title = ブルゴーニュの城

## タイル：名前
burgundy-tile-castle = 城
burgundy-tile-ship = 船
burgundy-tile-mine = 鉱山
burgundy-tile-warehouse = 倉庫の建物
burgundy-tile-watchtower = 見張り塔
burgundy-tile-carpenters_workshop = 大工の工房
burgundy-tile-church = 教会
burgundy-tile-market = 市場
burgundy-tile-boarding_house = 下宿屋
burgundy-tile-bank = 銀行
burgundy-tile-city_hall = 市庁舎
burgundy-tile-cow = 牛{ $count }頭
burgundy-tile-pig = 豚{ $count }頭
burgundy-tile-sheep = 羊{ $count }頭
burgundy-tile-chicken = 鶏{ $count }羽
burgundy-tile-knowledge = 黄色の修道院{ $number }番
burgundy-tile-unknown = タイル{ $label }

## タイル：効果（タイルをタップすると表示）
burgundy-effect-castle = 好きな出目の仮想ダイスで、4種類の仕事のどれか1つを直ちに追加実行します（タイルを取る、タイルを置く、商品を売る、労働者を補充する）。
burgundy-effect-ship = 商品置き場を1つ選び、そこの商品をすべて受け取ります（手元の商品は最大3種類）。その後、橋の自分のコマを1マス進めます。
burgundy-effect-mine = 各期の最後に銀貨1枚。
burgundy-effect-animal = タイルに描かれた頭数を点にし、同じ牧場の同じ種類の家畜の頭数も加えます。
burgundy-effect-warehouse = 自分の商品の好きな1種類を全部売ります。
burgundy-effect-watchtower = 4点。
burgundy-effect-carpenters_workshop = 番号倉庫から建物を1枚取り、保管枠へ置きます。
burgundy-effect-church = 番号倉庫から鉱山・黄色の修道院・城のどれか1枚を取り、保管枠へ置きます。
burgundy-effect-market = 番号倉庫から船か家畜を1枚取り、保管枠へ置きます。
burgundy-effect-boarding_house = 労働者4枚。
burgundy-effect-bank = 銀貨2枚。
burgundy-effect-city_hall = 保管枠から別の六角タイル1枚を、出目を問わず領地へ追加配置します。
burgundy-effect-knowledge-1 = 同じ町に同種の建物を複数置けます。
burgundy-effect-knowledge-2 = 各期末、鉱山1枚につき労働者1枚も得ます。
burgundy-effect-knowledge-3 = 商品売却で得る銀貨が1枚増えます。
burgundy-effect-knowledge-4 = 商品売却ごとに労働者1枚も得ます。
burgundy-effect-knowledge-5 = 船で、隣り合う2つの商品置き場を選べます。
burgundy-effect-knowledge-6 = { $edition ->
    [2011] 追加購入（銀貨2枚）を、黒市場だけでなく番号倉庫からも行えます。それでも追加購入は1手番1回までです。
   *[other] 追加購入を銀貨2枚か労働者2枚で行え、黒市場だけでなく番号倉庫からの購入も選べます。それでも追加購入は1手番1回までです。
  }
burgundy-effect-knowledge-7 = 家畜を置いたとき、牧場の同じ種類のタイル1枚につき1点を加えます。
burgundy-effect-knowledge-8 = 労働者1枚で出目を最大2だけ変えられます。
burgundy-effect-knowledge-9 = 建物を置く出目を無料で1増減できます。
burgundy-effect-knowledge-10 = 船・家畜を置く出目を無料で1増減できます。
burgundy-effect-knowledge-11 = 城・鉱山・黄色を置く出目を無料で1増減できます。
burgundy-effect-knowledge-12 = 番号倉庫からタイルを取る出目を無料で1増減できます。
burgundy-effect-knowledge-13 = 労働者を取る仕事で銀貨1枚も得ます。
burgundy-effect-knowledge-14 = 労働者を取る仕事で2枚でなく4枚を取ります。
burgundy-effect-knowledge-15 = 終了時：売った商品の種類ごとに{ $points }点。
burgundy-effect-knowledge-16 = 終了時：領地の倉庫の建物1枚ごとに{ $points }点。
burgundy-effect-knowledge-17 = 終了時：領地の見張り塔1枚ごとに{ $points }点。
burgundy-effect-knowledge-18 = 終了時：領地の大工の工房1枚ごとに{ $points }点。
burgundy-effect-knowledge-19 = 終了時：領地の教会1枚ごとに{ $points }点。
burgundy-effect-knowledge-20 = 終了時：領地の市場1枚ごとに{ $points }点。
burgundy-effect-knowledge-21 = 終了時：領地の下宿屋1枚ごとに{ $points }点。
burgundy-effect-knowledge-22 = 終了時：領地の銀行1枚ごとに{ $points }点。
burgundy-effect-knowledge-23 = 終了時：領地の市庁舎1枚ごとに{ $points }点。
burgundy-effect-knowledge-24 = 終了時：領地の家畜の種類ごとに{ $points }点。
burgundy-effect-knowledge-25 = 終了時：売却済みの商品1枚ごとに{ $points }点。
burgundy-effect-knowledge-26 = 終了時：取った色完成ボーナスタイル1枚ごとに{ $points }点。
burgundy-tile-info = { $tile }：{ $effect }

## 中央盤
burgundy-status = { $phase }期、ラウンド{ $round }/5 · 白ダイス{ $die }
burgundy-status-over = ゲーム終了
burgundy-depot = 倉庫{ $number }
burgundy-depot-black = 黒市場
burgundy-depot-empty = 空き枠
burgundy-goods-to-come = これから出る商品
burgundy-supply = 供給：タイル{ $tiles }枚、黒{ $black }枚
burgundy-turn-order = 手番順
burgundy-track = 橋（手番順）
burgundy-track-space = マス{ $space }
burgundy-goods = { $count ->
    [1] 商品{ $type }
   *[other] 商品{ $type } × { $count }
  }
burgundy-goods-chip = { $type }×{ $count }
burgundy-depot-goods = 倉庫{ $number }の商品

## 領地
burgundy-points = { $points }点
burgundy-silverlings = 銀貨
burgundy-workers = 労働者
burgundy-dice = ダイス
burgundy-die = ダイス{ $value }
burgundy-die-waiting = ダイス{ $value }（未使用）
burgundy-die-used = ダイス{ $value }（使用済み）
burgundy-die-any = 好きな出目
burgundy-storage = 保管枠
burgundy-storage-empty = 空き
burgundy-held-goods = 商品
burgundy-sold = 売却済み
burgundy-none = なし
burgundy-bonus = ボーナスタイル
burgundy-bonus-tile = { $colour }（{ $size }）
burgundy-bonus-large = 大
burgundy-bonus-small = 小
burgundy-space = マス{ $cell }：{ $colour }、ダイス{ $die }
burgundy-colour-castle = 城（濃緑）
burgundy-colour-pasture = 牧場（薄緑）
burgundy-colour-animal = 牧場（薄緑）
burgundy-colour-ship = 船（青）
burgundy-colour-mine = 鉱山（灰色）
burgundy-colour-building = 町（薄茶）
burgundy-colour-knowledge = 黄色の修道院（黄色）

## 決定（操作バー）
burgundy-playing = { $player }の手番です…
burgundy-your-turn = あなたの手番：ダイス、倉庫のタイル、保管しているタイルのどれかをタップしてください。
burgundy-pick-next = 強調されたタイル、マス、商品をタップしてください。
burgundy-pick-discard = 保管枠が満杯です：ゲームから除くタイルをタップしてください。
burgundy-pick-payment = どう支払いますか？
burgundy-pick-load = 船でどの商品を受け取りますか？
burgundy-pending-ship = 船：倉庫の商品をタップして受け取ります。
burgundy-pending-castle = 城：好きな出目でもう1つ仕事をします。
burgundy-pending-city_hall = 市庁舎：保管枠からもう1枚タイルを置きます。
burgundy-pending-warehouse = 倉庫の建物：商品をタップして売ります。
burgundy-pending-market = 市場：番号倉庫にある船か家畜をタップしてください。
burgundy-pending-carpenters_workshop = 大工の工房：番号倉庫にある建物をタップしてください。
burgundy-pending-church = 教会：番号倉庫にある鉱山・城・黄色の修道院をタップしてください。
burgundy-pending-buy = 黒市場でタイルを買うか、手番を終えられます。
burgundy-confirm = 決定
burgundy-back = 戻る
burgundy-op-workers = 労働者を補充する
burgundy-op-buy = 購入
burgundy-op-end = 手番を終える
burgundy-op-decline = 使わない
burgundy-pay-silver = 銀貨2枚
burgundy-pay-workers = 労働者2枚
burgundy-pay-mixed = 銀貨1枚と労働者1枚
burgundy-load = 商品{ $goods }
burgundy-first-stored = まず保管枠のタイルをタップし、次に置くマスをタップしてください。
burgundy-why-not = { $tile }はそこに置けません：{ $reason }
burgundy-could = { $tile }はダイス{ $die }ならそこに置けます。

## 1つの仕事を言葉で（タップで1つに決まったとき）
burgundy-with-die = { $die ->
    [0] 好きな出目で
   *[other] ダイス{ $die }で
  }{ $workers ->
    [0] {""}
   *[other] 、労働者{ $workers }枚を使って
  }
burgundy-do-take = { $depot }から{ $tile }を取る（{ $how }）
burgundy-do-take-discard = { $depot }から{ $tile }を取る（{ $how }）。保管中の{ $discard }を除く
burgundy-do-place = { $tile }を{ $space }のマスに置く（{ $how }）
burgundy-do-sell = 商品{ $goods }を売る（{ $how }）
burgundy-do-workers = 労働者を補充する（{ $how }）
burgundy-do-buy = { $depot }の{ $tile }を{ $payment }で買う
burgundy-do-buy-discard = { $depot }の{ $tile }を{ $payment }で買う。保管中の{ $discard }を除く
burgundy-do-ship = { $depot }から商品{ $goods }を受け取る
burgundy-do-ship-two = { $depot }と{ $second }から商品{ $goods }を受け取る
burgundy-do-end = 手番を終える
burgundy-do-decline = タイルの効果を使わない
burgundy-depot-name = { $depot ->
    [0] 黒市場
   *[other] 倉庫{ $depot }
  }

## ログ（ルールブックの言葉で）
burgundy-log-start-seat = { $player }が最初の人です（ダイスで決定）
burgundy-log-phase = { $phase }期が始まります
burgundy-log-round = { $phase }期のラウンド{ $round }
burgundy-log-die = { $player }がダイスを振りました：{ $value }
burgundy-log-white-die = 白ダイスの出目：{ $value }
burgundy-log-took = { $player }が{ $depot }から{ $tile }を取りました
burgundy-log-bought = { $player }が{ $depot }の{ $tile }を買いました
burgundy-log-placed = { $player }が{ $tile }を領地に置きました（数字{ $die }のマス）
burgundy-log-sold = { $player }が商品{ $goods }を{ $count }枚売り、銀貨{ $silver }枚を得ました
burgundy-log-workers = { $player }が労働者{ $workers }枚を受け取りました
burgundy-log-shipped = { $player }が倉庫{ $depot }から商品{ $goods }を{ $count }枚受け取りました
burgundy-log-effect = { $player }：{ $tile }
burgundy-log-effect-silver = { $player }：{ $tile }で銀貨{ $silver }枚を得ました
burgundy-log-effect-workers = { $player }：{ $tile }で労働者{ $workers }枚を得ました
burgundy-log-effect-declined = { $player }は{ $tile }を使いませんでした
burgundy-log-effect-no-goods = { $player }：{ $tile }で取れる商品がどの倉庫にもありません
burgundy-log-effect-lost = { $player }：{ $tile }は領地に置かれましたが、その効果は使えず、後へ持ち越せません
burgundy-log-income = { $player }が鉱山から銀貨{ $silver }枚を得ます
burgundy-log-points = { $player }が{ $points }点を得ました（{ $cause }）
burgundy-log-turn-ended = { $player }が手番を終えました
burgundy-log-over = ゲーム終了
burgundy-cause-sale = 商品の売却
burgundy-cause-animals = 家畜
burgundy-cause-region = 領域の完成
burgundy-cause-bonus = ボーナスタイル
burgundy-cause-watchtower = 見張り塔
burgundy-cause-knowledge = 黄色の修道院
burgundy-cause-final-goods = 終了時の未売却の商品
burgundy-cause-final-silver = 終了時の銀貨
burgundy-cause-final-workers = 終了時の労働者
burgundy-cause-other = 点

## 終了
burgundy-col-sales = 売却
burgundy-col-animals = 家畜
burgundy-col-regions = 領域
burgundy-col-bonus = ボーナス
burgundy-col-towers = 見張り塔
burgundy-col-knowledge = 黄色
burgundy-col-goods = 商品
burgundy-col-silver = 銀貨
burgundy-col-workers = 労働者
burgundy-col-empty = 空きマス
burgundy-breakdown-note = 得点の内訳（商品・銀貨・労働者は最終計算）。同点なら領地の空きマスで決め（{ $rule }人の勝ち、テーブルのオプション「{ $option }」）、それでも同点なら手番順で決めます（{ $order }、テーブルのオプション「{ $second }」）。
burgundy-rule-fewest = 空きマスが少ない
burgundy-rule-most = 空きマスが多い
burgundy-order-behind = 手番順が後の人の勝ち
burgundy-order-ahead = 橋で手番順が先の人の勝ち
burgundy-lobby-line = ダイスを使って倉庫から六角タイルを取り、自分の領地に置きます。領域を完成させて得点します。
burgundy-lobby-picture = ブルゴーニュの城の六角タイル：城、船、鉱山、教会、家畜と黄色タイル

# カルカソンヌの画面（web/src/games/carcassonne/）。用語は glossary.md を参照。
carcassonne-title = カルカソンヌ

## 地図
carcassonne-map = 地図（タイル{ $tiles }枚）
carcassonne-cell = 空きマス { $x }, { $y }：タイルはここに置けません
carcassonne-cell-fits = 空きマス { $x }, { $y }：タイルはここに置けます
carcassonne-zoom-in = 拡大
carcassonne-zoom-out = 縮小
carcassonne-fit = 地図全体

## 置くタイルのバー
carcassonne-your-tile = あなたのタイル
carcassonne-their-tile = { $player }がこのタイルを置きます
carcassonne-hint-cell = 強調されたマスをタップしてください（回転すると他の置き場所が見えます）。
carcassonne-hint-place = ここに置くか、別のマスを選んでください。
carcassonne-hint-follower = 置いたタイルにミープルを置くか（場所をタップ）、パスしてください。
carcassonne-playing = { $player }の手番です…
carcassonne-rotate = 回転 ⟳
carcassonne-place = 置く
carcassonne-pass = ミープルを置かない（パス）
carcassonne-do-tile = マス（{ $x }、{ $y }）にタイル、{ $turns }回転
carcassonne-follower-choice = { $kind ->
    [road] 道に盗賊
    [monastery] 修道院に修道士
    [field] 草原に農夫
   *[city] 都市に騎士
  }（{ $where ->
    [N] 北
    [E] 東
    [S] 南
    [W] 西
    [NL] 北の西寄り
    [NR] 北の東寄り
    [EL] 東の北寄り
    [ER] 東の南寄り
    [SL] 南の東寄り
    [SR] 南の西寄り
    [WL] 西の南寄り
    [WR] 西の北寄り
   *[CENTER] 中央
  }）

## 得点
carcassonne-points = { $points }点
carcassonne-supply = ミープル { $count }/7
carcassonne-tiles-left = 山のタイル残り{ $count }枚

## ログ（ルールの言葉で）
carcassonne-log-tile-drawn = { $player }がタイルを引きました（残り{ $left }枚）
carcassonne-log-tile-discarded = どこにも置けないタイルをゲームから除きました
carcassonne-log-tile-returned = どこにも置けないタイルを山札に戻しました
carcassonne-log-tile-placed = { $player }がタイルを置きました
carcassonne-log-follower-road = { $player }が道に盗賊を置きました
carcassonne-log-follower-city = { $player }が都市に騎士を置きました
carcassonne-log-follower-monastery = { $player }が修道院に修道士を置きました
carcassonne-log-follower-field = { $player }が草原に農夫を置きました
carcassonne-log-no-follower = { $player }はミープルを置きませんでした
carcassonne-log-game-over = ゲーム終了
carcassonne-log-road-completed = { $players }がタイル{ $tiles }枚の道を完成させ、{ $count ->
    [1] { $points }点を得ました
   *[other] それぞれ{ $points }点を得ました
  }
carcassonne-log-city-completed = { $players }がタイル{ $tiles }枚{ $pennants ->
    [0] {""}
   *[other] 、紋章{ $pennants }個
  }の都市を完成させ、{ $count ->
    [1] { $points }点を得ました
   *[other] それぞれ{ $points }点を得ました
  }
carcassonne-log-monastery-completed = { $players }が修道院を完成させ、{ $count ->
    [1] { $points }点を得ました
   *[other] それぞれ{ $points }点を得ました
  }
carcassonne-log-road-unfinished = 最終得点：{ $players }はタイル{ $tiles }枚の未完成の道で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-city-unfinished = 最終得点：{ $players }はタイル{ $tiles }枚{ $pennants ->
    [0] {""}
   *[other] 、紋章{ $pennants }個
  }の未完成の都市で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-monastery-unfinished = 最終得点：{ $players }は未完成の修道院（タイル9枚中{ $tiles }枚）で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-field = 最終得点：{ $players }は完成した都市{ $cities }個に接する草原で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-road-unclaimed = タイル{ $tiles }枚の道が盗賊なしで完成しました
carcassonne-log-city-unclaimed = タイル{ $tiles }枚の都市が騎士なしで完成しました
carcassonne-log-monastery-unclaimed = 修道院が修道士なしで完成しました
carcassonne-log-field-unclaimed = 誰も得点しない草原です

## 最終得点の内訳
carcassonne-breakdown-roads = 道
carcassonne-breakdown-cities = 都市
carcassonne-breakdown-monasteries = 修道院
carcassonne-breakdown-fields = 草原
carcassonne-breakdown-note = 要素ごとの得点（ゲーム中と最終得点）。同点のプレイヤーは勝利を分け合います。
carcassonne-lobby-line = タイルを引いて地図に合うように置き、道・都市・修道院・草原にミープルを置いて得点します。
carcassonne-lobby-picture = カルカソンヌの地図の一角：道・修道院・都市のタイルと2つのミープル

# テーブルのチャット（issue 43）。サーバー側のカタログ（service/notify/messages.json）は
# notify-chat-* と同じ文面です。
notify-chat-title = { $name }さんから{ $game }でメッセージ
notify-chat-text = { $name }さんが{ $game }のテーブルでメッセージを書きました。読むには自分の席を開いてください。
chat-heading = チャット
chat-label = メッセージ
chat-send = 送信
chat-reactions = ひとこと
chat-reaction-your-move = あなたの手番です！
chat-reaction-well-played = お見事！
chat-reaction-good-game = いいゲームでした！
chat-reaction-thinking = 考え中…
chat-empty = まだメッセージはありません。
chat-count = { $count } / { $limit }
chat-too-long = メッセージは{ $limit }文字までです。
chat-too-fast = メッセージが多すぎます。少し待ってください。
chat-muted-self = ホストがあなたのチャットをミュートしました。
chat-mute = { $name }さんをミュート
chat-unmute = { $name }さんのミュートを解除
chat-muted-seat = { $name }さん：チャットはミュート中
chat-read-only = ここに書けるのはプレイヤーだけです。

# Words shared by every page.
app-name = ミープル
app-page-title = ミープル：{ $page }
language-switch = 言語
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# ボット自身の席（読み手の言語で）。
bot-name-beginner = ボット（入門）
bot-name-easy = ボット（やさしい）
bot-name-medium = ボット（ふつう）
bot-name-hard = ボット（むずかしい）
bot-name-expert = ボット（達人）
bot-name-random = ランダムなボット
bot-name-greedy = 貪欲なボット
bot-name-search = 探索ボット（レベル{ $level }）

# サーバー（またはゲーム）が受け付けなかったときの文（ErrorInfo.reason ごと）。
error-not-your-turn = あなたの手番ではありません。
error-seat-taken = その席はほかの人が取りました。
error-table-full = このテーブルの席はすべて埋まっています。
error-table-not-waiting = このゲームはもう始まっているので、席に着けません。
error-table-not-active = このゲームは今は進行していません。
error-table-not-full = 全席が埋まるとゲームを始められます。
error-table-not-found = そのテーブルはないか、このリンクでは開けません。
error-rate-limited = このアドレスからテーブルや席の要求が多すぎます。少し待ってからもう一度試してください。
error-credential-not-accepted = この端末のテーブルへの許可はもう有効ではありません。
error-seat-credential-required = 席に着いたプレイヤーだけができます。
error-host-credential-required = ホストだけができます。
error-version-mismatch = その間にテーブルが変わったので、ページを更新しました。もう一度試してください。
error-too-many-watchers = 今このテーブルを観戦している人が多すぎます。
error-seat-given-up = その席は手放されました。
error-invalid-field = 入力した内容は受け付けられません。
error-missing-field = 足りない項目があります。
error-game-over = ゲームは終わりました。
error-wrong-step = それは手番のこの段階のものではありません。
error-position-occupied = そこにはもうタイルがあります。
error-not-adjacent = タイルは地図に接していなければなりません。
error-tile-does-not-fit = そこには置けません：すべての隣のタイルと辺が合う必要があります。
error-no-follower-left = 手元にミープルが残っていません。
error-no-such-feature = 置いたタイルにそのような場所はありません。
error-feature-occupied = その要素にはもう誰かのミープルがいます。
error-unsupported-player-count = このゲームはその人数では遊べません。
error-credential-in-use = この端末の許可に問題がありました。もう一度試してください。
error-request-id-reused = その要求はもう送られています。ページを再読み込みしてください。
error-too-many-requests = 今は要求が多すぎます。少し待ってからもう一度試してください。
error-player-present = そのプレイヤーは今テーブルを開いているので、席はその人のままです。
error-seat-played-by-bot = その席ではもうボットが遊んでいます。
error-seat-not-absent = そのプレイヤーは不在ではありません。
error-disallowed-character = 名前に使えない文字が含まれています。
# サービスのその他の理由（サーバーがプレイヤーのページに送りうる理由にはすべて文がある）。
error-credential-malformed = この端末のテーブルへの許可を読み取れません。テーブルのリンクからもう一度開いてください。
error-credential-missing = このテーブルへの許可を持つ人だけができます。自分のリンクからテーブルを開いてください。
error-credential-not-recoverable = それはもう済んでいて、その許可はもう一度は発行できません。テーブルのリンクから開いてください。
error-etag-mismatch = その間にテーブルが変わったので、ページを更新しました。もう一度試してください。
error-game-not-found = このサーバーにはそのゲームがありません。
error-lesson-not-found = そのレッスンはありません（またはこの言語にはありません）。
error-host-not-allowed = このサーバーはこのアドレスでは応答しません。サーバー自身のアドレスで開いてください。
error-internal = サーバーで問題が起きました。少し待ってからもう一度試してください。
error-invalid-bot-level = ここにはそのようなボットはいません。
error-invalid-option-value = テーブルのオプションに受け付けられない値があります。別の値を選んでください。
error-unknown-option = このゲームにはそのようなテーブルのオプションはありません。
error-invalid-page-token = その間にテーブルの一覧が変わりました。ページを再読み込みしてください。
error-invalid-request-id = ページがサーバーの受け付けない要求を送りました。ページを再読み込みしてください。
error-malformed-payload = ページが送った手をサーバーが読み取れませんでした。ページを再読み込みしてください。
error-malformed-request = ページが送った内容をサーバーが読み取れませんでした。ページを再読み込みしてください。
error-wrong-payload-type = ページがこのゲームとは違う種類の手を送りました。ページを再読み込みしてください。
error-unsupported-content-type = ページが送った内容をサーバーが読み取れませんでした。ページを再読み込みしてください。
error-message-too-large = 一度に送るには大きすぎます。
error-negative-version = ページが存在しないゲームの時点を求めました。ページを再読み込みしてください。
error-version-ahead = ページがサーバーよりこのゲームの先を知っています（サーバーが再起動したのかもしれません）。ページを再読み込みしてください。
error-record-not-replayable = このゲーム記録はリプレイできません。
error-seat-not-bot = その席ではボットは遊んでいません。
error-server-shutting-down = サーバーが再起動しています。ページは少しすると自動でつなぎ直します。
error-undo-not-allowed = その手は取り消せません。
# ゲームのルール：エンジンが行動を受け付けない理由ごと。
error-already-bought-this-turn = この手番ではもうタイルを購入しました。
error-building-already-in-city = その建物はもうこの町にあります。
error-cell-occupied = そのマスにはもうタイルがあります。
error-chance-pending = 少し待ってください：ダイスかタイルをまだ引いています。
error-colour-mismatch = そのタイルはこの色のマスには置けません。
error-depots-not-adjacent = 船の2つの倉庫は隣り合っていなければなりません。
error-depot-not-allowed = 購入できるのは黒市場からだけです。
error-dice-remaining = 手番を終える前に両方のダイスを使ってください。
error-die-not-available = それに使える未使用のダイスがありません。
error-discard-not-allowed = 保管枠にまだ空きがあるので、除くタイルはありません。
error-discard-not-stored = 除くタイルが保管枠にありません。
error-discard-required = 保管枠が満杯です：除くタイルを選んでください。
error-goods-not-available = その商品はその倉庫にありません。
error-goods-type-limit = 持てる商品は{ NUMBER(3) }種類までです。
error-must-take-all-goods = 船は保管できる種類の商品をすべて受け取ります。
error-not-enough-silver = 銀貨が足りません。
error-not-enough-workers = 労働者が足りません。
error-no-such-goods = その種類の商品を持っていません。
error-payment-not-allowed = このテーブルではその支払い方はできません。
error-placement-possible = 市庁舎でまだタイルを置けます：先に置いてください。
error-second-depot-not-allowed = 2つ目の倉庫から商品を受け取るには黄色の修道院{ NUMBER(5) }番が必要です。
error-tile-not-in-depot = その倉庫にそのタイルはありません。
error-tile-not-stored = そのタイルは保管枠にありません。
error-too-many-workers = そのダイスに必要な労働者はもっと少ないです。
error-wrong-die-value = ダイスの目がこのマスの数と合いません（労働者で変えられます）。
error-wrong-tile-type = この効果ではそのタイルを取れません。
# ページがゲームの読めない形で送った手（MalformedAction）：ページの不具合で、再読み込みすると直ります。
error-action-missing = ページが空の手を送りました。ページを再読み込みしてください。
error-invalid-coordinate = その場所は地図の外です。ページを再読み込みしてください。
error-invalid-rotation = タイルは直角ずつしか回せません。ページを再読み込みしてください。
error-invalid-feature-kind = ミープルを置く場所にそのような種類はありません。ページを再読み込みしてください。
error-invalid-location = タイルにそのような場所はありません。ページを再読み込みしてください。
error-invalid-cell = 領地にそのようなマスはありません。ページを再読み込みしてください。
error-invalid-depot = そのような倉庫はありません。ページを再読み込みしてください。
error-invalid-die = そのようなダイスはありません。ページを再読み込みしてください。
error-invalid-workers = その数の労働者は使えません。ページを再読み込みしてください。
error-invalid-goods = そのような商品はありません。ページを再読み込みしてください。
error-invalid-payment = そのような支払い方はありません。ページを再読み込みしてください。
error-unknown-tile = このゲームにそのようなタイルはありません。ページを再読み込みしてください。
error-unreachable = ゲームサーバーにつながりません。接続を確かめてください。ページは再接続を続けます。
# ページに言葉のない理由：サーバー自身の（英語の）文。
error-other = { $message }
error-table-not-finished = このゲームはまだ終わっていません。
error-review-not-found = このゲームの振り返りはまだ誰も頼んでいません。
error-too-many-reviews = ほかの振り返りをまだ作っています。できあがってからもう一度お試しください。
error-too-many-record-reviews = ゲーム記録の振り返りをすでに10件持っています。このサーバーが1人に保存する上限です。振り返りはそれぞれ依頼から3日で消えます。そのあとでもう一度お試しください。
error-chat-muted = ホストがあなたのチャットをミュートしました。
error-too-many-messages = このテーブルにはこれ以上メッセージを残せません。
error-already-rematched = 新しいゲームの席にはもう着いています。「この端末の自分のテーブル」から開いてください。
error-lesson-table = レッスンはこの方法ではもう一度遊べません。「遊び方を学ぶ」からもう一度始めてください。
error-seat-or-host-credential-required = このテーブルのプレイヤーかホストだけができます。
error-hints-off = この卓ではヒントは使えません。
error-response-too-large = この記録は大きすぎて、ここでは再生できません。

# ゲームの終わり（web/src/final.js）：勝者と最終得点。
final-heading = 最終得点
final-wins = { $player }の勝ち
final-wins-tie-break = { $player }の勝ち（同点時の基準による）
final-shared-victory = 勝利を分け合いました：{ $players }
final-rank = 順位
final-player = プレイヤー
final-score = 得点

# ゲームの名前（ブルゴーニュの城はルールブックの表記、glossary.md を参照）。
game-name-carcassonne = カルカソンヌ
game-name-burgundy = ブルゴーニュの城

# Hints (web/src/hint.js): at a table whose option \`hints\` is on, a player asks on her turn
# what the bot would play.
hint-button = ヒント
hint-asking = ボットが考えています…
# $move: the move, in the game's own words.
hint-best = ボットならこの手を選びます：{ $move }。
# $points: the expected final margin over the best other player after that move (its size);
# $side: ahead or behind.
hint-margin = { $side ->
    [behind] 終了時に、ほかの最上位のプレイヤーより { $points } 点少ないと見込まれます。
   *[ahead] 終了時に、ほかの最上位のプレイヤーより { $points } 点多いと見込まれます。
}
# $points: how much more that is than the next move; $move: that move.
hint-why = 次善の手（{ $move }）より { $points } 点多く見込めます。
hint-only = 指せる手はこれだけです。

# 招待ページ：どんなテーブルか、そして名前。またはリンクが使えない理由。
invite-title = ミープル：招待
invite-loading = 招待を開いています…
invite-heading = テーブルに招待されています
invite-game-by-host = { $host }さんが{ $game }に招待しています。
invite-game = { $game }に招待されています。
invite-table-name = テーブル：{ $name }
invite-options = オプション
invite-seats = 席
invite-seat-free = 空席
invite-seat-bot = { $name }（ボット）
invite-free-count = 空席は{ $count }つです。
invite-your-name = あなたの名前
invite-name-example = 例：グレース
invite-take-seat = 席に着く
invite-taking-seat = 席に着いています…
invite-broken-heading = この招待リンクは使えません
invite-broken-bad = そのテーブルはないか、リンクの入力違いか、ホストが新しいリンクを出しました。ホストにもう一度リンクをもらってください。
invite-broken-full = このテーブルの席はすべて埋まっています。
invite-broken-started = このテーブルのゲームは始まっていて、空席がありません。
invite-broken-over = このテーブルのゲームは終わりました。
invite-broken-abandoned = このテーブルのゲームは終了されました。
invite-broken-unreachable = 今はゲームサーバーにつながりません。接続を確かめて、もう一度リンクを開いてください。
invite-watch-instead = ホストから観戦リンクをもらえば、観戦はできます。
invite-start-new = 新しいテーブルを作る

# 「/learn」：ルールブックのレッスン。レッスン自体の文（題名・課題・ルールブックの文）はレッスンのデータから来ます。
learn-title = 遊び方を学ぶ
learn-lesson-title = { $lesson } · 遊び方を学ぶ
learn-intro = ルールブックから学ぶレッスンです。本物の盤の上で、ルールブックの1文を学び、課題を1つ解きます。
learn-loading = レッスンを読み込んでいます…
learn-cannot-open = レッスンを表示できません
learn-progress = { $total }のうち{ $done }完了
learn-start = 「{ $lesson }」から始める
learn-continue = 「{ $lesson }」へ進む
learn-state-done = 完了
learn-state-shown = ヒントで完了
learn-state-next = 次
learn-state-todo = 未
learn-opening = レッスンの盤を並べています…
learn-cannot-start = このレッスンを開けません
learn-back = レッスン一覧
learn-learner = 学ぶ人
learn-step = ステップ { $step }／{ $steps }
learn-right = 正解です！
learn-shown = これが正しい手です。
learn-show-me = 答えを見る
learn-complete = レッスン完了です。
learn-next = 次のレッスン
learn-cite-pages = ルールブック { $pages }ページ{ $count ->
    [one] {""}
   *[other] {""}
  }
learn-cite-section = ルールブック「{ $section }」
learn-cite-ours = （ルールブックからの訳）

# ロビー（「/」）：テーブルを作る。
lobby-title = ミープル：新しいテーブル
lobby-loading = ゲームを読み込んでいます…
lobby-cannot-open = ロビーを開けません
lobby-heading = テーブルを作る
lobby-intro = 非公開のテーブルを作り、リンクを友だちに送って遊びましょう。
lobby-game = ゲーム
lobby-seats = 席の数
lobby-seat-count = { $count }人
lobby-other-seats = ほかの席
lobby-seat-number = 席{ $number }
lobby-player-person = 人（招待リンク）
lobby-player-beginner = ボット（入門）
lobby-player-easy = ボット（やさしい）
lobby-player-medium = ボット（ふつう）
lobby-player-hard = ボット（むずかしい）
lobby-player-expert = ボット（達人）
lobby-player-random = ランダムなボット
lobby-player-greedy = 貪欲なボット
lobby-player-search = 探索ボット
lobby-table-options = テーブルのオプション
lobby-option-default = { $value }（既定）
lobby-your-name = あなたの名前
lobby-name-example = 例：エイダ
lobby-auto-start = 全席が埋まったら自動で始める
lobby-create = テーブルを作る
lobby-creating = テーブルを作っています…
lobby-table-label = { $name }のテーブル
lobby-choose-game = { $game }で遊ぶ
lobby-learn-intro = ルールブックにもとづく短いレッスンを、本物のテーブルでボットを相手に。
lobby-learn-open = レッスンを開く

# プレイヤーへの通知とゆっくり遊ぶゲーム（issue 30）。
# サーバー側のカタログ（service/notify/messages.json）は notify-turn-* と同じ文面です。
notify-turn-title = あなたの手番です：{ $game }
notify-turn-text = { $name }さん、{ $game }であなたの手番です。
notify-turn-link = 自分の席を開く：{ $link }
notify-turn-mute = この通知を止めるには、テーブルのページでミュートしてください。

# テーブルのページ：席の通知設定。
notify-heading = 手番が来たら知らせる
notify-push-on = この端末に通知する
notify-push-off = この端末への通知をやめる
notify-push-enabled = 手番が来ると、この端末に通知が届きます。
notify-push-unsupported = このブラウザーはこのページの通知を表示できません。
notify-push-denied = このページの通知はブラウザーの設定でブロックされています。
notify-email-label = メールアドレス
notify-email-save = アドレスを保存
notify-email-remove = アドレスを削除
notify-email-saved = 保存しました。このアドレスはあなたにしか見えず、ゲームが終わると削除されます。
notify-email-none = このサーバーはメールを送りません。
notify-mute = このテーブルをミュート
notify-unmute = このテーブルのミュートを解除
notify-muted = ミュート中：このテーブルについては何も送られません。

# ゆっくり遊ぶゲーム：テーブルの状態表示とロビー。
slow-your-move-since = { $since }からあなたの手番
slow-time-left = 残り時間：{ $days }日と{ $hours }時間
slow-time-left-hours = 残り時間：{ $hours }時間
lobby-my-tables = この端末の自分のテーブル
lobby-my-table-your-move = あなたの手番
lobby-my-table-waiting-for = { $name }の手番
lobby-my-table-not-started = 未開始
lobby-my-table-over = 終了
lobby-my-table-gone = 読み込めません
lobby-clock = 1手の持ち時間
lobby-clock-real-time = リアルタイム（1分）
lobby-clock-minutes = 数分
lobby-clock-day = 1手1日
lobby-clock-three-days = 1手3日
notify-push-unavailable = このブラウザーのプッシュサービスに接続できないため、この端末には通知できません。
lobby-clock-off = 持ち時間なし
error-email-not-configured = このサーバーはメールを送りません。
error-too-many-push-subscriptions = この席はすでに5台の端末に通知しています。先にどれかを止めてください。
error-push-endpoint-not-allowed = このブラウザーのプッシュサービスには、サーバーから接続できません。
lobby-my-table-with = { $game }（{ $names }と）
lobby-my-table-since = { $since }から

# テーブルのオプション（ListGames の GameOption）。キーの説明は en/options.ftl にあります。

## ブルゴーニュの城
option-burgundy-edition = 黄色タイル
option-burgundy-edition-description = どの版の黄色の修道院を使うか：2019年版（日本語ルールブック）または2011年版（ペルシア語ルールブック）。6番、15番、26番が異なります。
option-burgundy-edition-2019 = 2019年版（日本語ルールブック）
option-burgundy-edition-2011 = 2011年版（ペルシア語ルールブック）
option-burgundy-tiebreak-empty-spaces = 同点時の第1基準
option-burgundy-tiebreak-empty-spaces-description = 同点のとき、領地の空きマスで勝者を決める方法。
option-burgundy-tiebreak-empty-spaces-fewest = 空きマスが少ない人の勝ち（両ルールブック）
option-burgundy-tiebreak-empty-spaces-most = 空きマスが多い人の勝ち
option-burgundy-tiebreak-turn-order = 同点時の第2基準
option-burgundy-tiebreak-turn-order-description = それでも同点のとき、手番順で勝者を決める方法。
option-burgundy-tiebreak-turn-order-behind = 手番順が後の人の勝ち（ペルシア語ルールブック）
option-burgundy-tiebreak-turn-order-ahead = 橋で手番順が先の人の勝ち（日本語ルールブック）
option-burgundy-start-seat = 最初の人
option-burgundy-start-seat-description = 誰から始めるか：ルールブックのようにダイスで偶然に決めるか、席を選びます。
option-burgundy-start-seat-random = 偶然に決める
option-burgundy-start-seat-number = 席{ $seat }
option-burgundy-warehouse-sale = 倉庫の建物の売却
option-burgundy-warehouse-sale-description = 倉庫の建物を置いたとき、商品を売らなければならないか。
option-burgundy-warehouse-sale-optional = 売ってもよい（ペルシア語ルールブック）
option-burgundy-warehouse-sale-compulsory = 必ず売る（日本語ルールブック）
option-burgundy-k5-adjacency = 黄色の修道院5番
option-burgundy-k5-adjacency-description = 黄色の修道院5番で、隣り合う商品置き場とみなす倉庫。
option-burgundy-k5-adjacency-ring = 環状：倉庫6と倉庫1は隣り合う
option-burgundy-k5-adjacency-line = 一列：倉庫6と倉庫1は隣り合わない
option-burgundy-k6-mixed-payment = 黄色の修道院6番の支払い
option-burgundy-k6-mixed-payment-description = 2019年版の黄色の修道院6番による購入を、銀貨1枚と労働者1枚で払えるか。
option-burgundy-k6-mixed-payment-no = いいえ
option-burgundy-k6-mixed-payment-yes = はい

## カルカソンヌ
option-carcassonne-start-seat = 最初の人
option-carcassonne-start-seat-description = 最初の手番を行う席。
option-carcassonne-start-seat-number = 席{ $seat }
option-carcassonne-unplaceable-tile = どこにも置けないタイル
option-carcassonne-unplaceable-tile-description = 引いたタイルをどこにも置けないときの扱い。どちらでも同じ人がもう1枚引きます。
option-carcassonne-unplaceable-tile-discard = ゲームから除く（公式ルール）
option-carcassonne-unplaceable-tile-return-to-bag = 後のために袋へ戻す

## サービス共通のオプション
option-service-on-leave = 退席したプレイヤー
option-service-on-leave-description = ゲームの途中でプレイヤーが退席したときの扱い。
option-service-on-leave-bot = 戻るまでボットが代わりに遊ぶ
option-service-on-leave-abandon = 全員のゲームが終わる
option-service-leave-bot = 退席時のボット
option-service-leave-bot-description = 退席したプレイヤーの代わりに遊ぶボット。
option-service-leave-bot-beginner = ボット（入門）
option-service-leave-bot-easy = ボット（やさしい）
option-service-leave-bot-medium = ボット（ふつう）
option-service-leave-bot-hard = ボット（むずかしい）
option-service-leave-bot-expert = ボット（達人）
option-service-leave-bot-random = ランダムなボット
option-service-leave-bot-greedy = 貪欲なボット
option-service-leave-bot-search-1 = 探索ボット（レベル1）
option-service-leave-bot-search-2 = 探索ボット（レベル2）
option-service-leave-bot-search-3 = 探索ボット（レベル3）
option-service-leave-bot-search-4 = 探索ボット（レベル4）
option-service-turn-timer = 持ち時間
option-service-turn-timer-description = 持ち時間なし、手番ごとの制限時間、またはゲーム全体の持ち時間。
option-service-turn-timer-off = 持ち時間なし
option-service-turn-timer-per-turn = 手番ごとの制限時間
option-service-turn-timer-bank = プレイヤーごとの持ち時間
option-service-turn-seconds = 1手番の時間
option-service-turn-seconds-description = 各手番はこの時間内に終えます（手番ごとの制限時間のとき）。
option-service-turn-seconds-number = { $value }秒
option-service-bank-seconds = 持ち時間
option-service-bank-seconds-description = ゲーム全体で各プレイヤーが使える時間。自分の手番の間に減ります（持ち時間ありのとき）。
option-service-bank-seconds-number = { $value }秒
option-service-timeout-policy = 時間切れのとき
option-service-timeout-policy-description = プレイヤーの時間が切れたときの扱い。
option-service-timeout-policy-bot-turn = ボットが手番の残りを行う
option-service-timeout-policy-absent = 席を不在とし、戻るまでボットが遊ぶ
option-service-timeout-bot = 時間切れのボット
option-service-timeout-bot-description = 時間が切れたときに遊ぶボット。
option-service-timeout-bot-beginner = ボット（入門）
option-service-timeout-bot-easy = ボット（やさしい）
option-service-timeout-bot-medium = ボット（ふつう）
option-service-timeout-bot-hard = ボット（むずかしい）
option-service-timeout-bot-expert = ボット（達人）
option-service-timeout-bot-random = ランダムなボット
option-service-timeout-bot-greedy = 貪欲なボット
option-service-timeout-bot-search-1 = 探索ボット（レベル1）
option-service-timeout-bot-search-2 = 探索ボット（レベル2）
option-service-timeout-bot-search-3 = 探索ボット（レベル3）
option-service-timeout-bot-search-4 = 探索ボット（レベル4）

option-burgundy-purchase-during-bonus-action = 追加仕事中の購入
option-burgundy-purchase-during-bonus-action-description = 城の追加仕事や市庁舎の追加配置がまだ残っているあいだに、黒市場からタイルを購入できるかどうか。どちらのルールブックにも書かれておらず、Board Game Arena は認めています。既定値は版に従います（2019年版は可、2011年版は不可）。
option-burgundy-purchase-during-bonus-action-yes = 可
option-burgundy-purchase-during-bonus-action-no = 不可

option-service-undo = 手の取り消し
option-service-undo-description = 自分の直前の手を1手ずつ取り消せるかどうか。タイルが引かれる、ダイスが振られる、何かが公開される、または他のプレイヤーが手を指すまで取り消せます。
option-service-undo-own-turn = 自分の手を、新しい情報が出るまで
option-service-undo-off = 取り消し不可

option-service-hints = ヒント
option-service-hints-description = 各プレイヤーが自分の手番に、ボットならどの手を選ぶか、その理由を終了時に見込まれる点差で尋ねられるかどうか。
option-service-hints-off = なし
option-service-hints-on = あり（全プレイヤー）

rematch-heading = もう一度遊ぶ
rematch-intro = 同じゲーム、同じ席と設定で、抽選は新しくなります。みなさん、ワンタップでもう一度席に着けます。
rematch-play-again = もう一度遊ぶ
rematch-joining = 新しいゲームの席に着いています…
rematch-open = 新しいゲームへ
rematch-seat-back = 戻りました
rematch-seat-bot = 席に残ります
rematch-seat-waiting = まだ戻っていません
rematch-waiting-for = { $name }（まだ戻っていません）
rematch-log-opened = だれかがもう一度遊ぼうと言いました
rematch-log-back = { $name }がもう一度遊ぶために戻りました
rematch-log-host = ホストがもう一度遊ぶために戻りました
table-title-your-move = あなたの手番 · { $title }

# The replay of a game (web/src/replay.js) and of a record file (web/src/record.js).
replay-open = ゲームをリプレイする
replay-loading = ゲームを読み込んでいます…
# $game: the game's title.
replay-title = リプレイ：{ $game }
replay-heading = { $game } のリプレイ
replay-back-to-table = テーブルに戻る
replay-running-note = ゲームはまだ続いています。このリプレイは開いた時点で止まり、あなたが見ていたとおりに表示します。
replay-not-started = ゲームはまだ始まっていません。
replay-not-started-hint = リプレイは最初の手からゲームを表示します。
replay-first = 最初へ
replay-last = 最後へ
replay-step-back = 1手戻る
replay-step-forward = 1手進む
replay-play = 再生
replay-pause = 一時停止
replay-slider = 手順
replay-speed = 速度
# $speed: a number of steps per second (0.5, 1, 2, 4).
replay-speed-value = { $speed }×
# $step: the step shown (0 is the setup); $last: the last step.
replay-position = 手順 { $step } / { $last }
replay-log = 手順 { $step } までの出来事
record-open = ゲーム記録をリプレイする
record-title = ゲーム記録のリプレイ
record-heading = ゲーム記録のリプレイ
# $file: the record file's usual name; $command: the command that writes it.
record-intro = 「{ $command }」で書き出した { $file } ファイルを選んでください。ファイルはこの端末で読み込まれます。サーバーは画面表示のために再生するだけで、何も保存しません。
record-choose = 記録ファイル
record-reading = 記録を読み込んでいます…
# $limit: the largest file, in megabytes.
record-too-large = このファイルはゲーム記録としては大きすぎます（上限は { $limit } MB）。
record-too-large-for-server = この記録はこのサーバーで再生するには大きすぎます。
# $format: the file format's name (JSON).
record-not-json = このファイルは読み込める { $format } ファイルではありません。
record-not-a-record = このファイルはミープルのゲーム記録ではありません。
# $version: the file's format version; $readable: the version this page reads.
record-other-version = この記録の形式はバージョン { $version } です。このページが読めるのはバージョン { $readable } です。
# $game: the game named in the file.
record-unknown-game = このページではゲーム「{ $game }」を表示できません。
record-damaged = この記録は壊れています。テーブルまたは出来事を読み込めません。
# $why: why the server refused it (RECORD_NOT_REPLAYABLE's why); $version: the event, if any.
record-not-replayable = { $why ->
    [OPTIONS] この記録は再生できません。テーブルのオプションまたは席数ではゲームを始められません。
    [NOT_STARTED] この記録は再生できません。ゲームが始まっていません。
    [OUTCOME] この記録は再生できません。記録された得点と異なる得点で終わります。
   *[other] この記録は再生できません。バージョン { $version } の出来事を再生できません。
}
record-open-another = 別の記録を開く

## The review of a finished game (review.js)
review-heading = 振り返り
review-request = このゲームを振り返る
review-progress = ボットがゲームを振り返っています：{ $total }手のうち{ $done }手
review-mark-inaccuracy = 緩手
review-mark-mistake = 悪手
review-mark-blunder = 大悪手
# $value: the expected final lead (points) after the move, as the review's search sees it
review-entry-good = { $name }：{ $move } — 最善と同じくらい良い手（見込みの差 { $value }）
review-entry-inaccuracy = { $name }：{ $move } — 緩手（見込みの差 { $value }）
review-entry-mistake = { $name }：{ $move } — 悪手（見込みの差 { $value }）
review-entry-blunder = { $name }：{ $move } — 大悪手（見込みの差 { $value }）
review-better = より良い手：{ $move }（見込みで{ $points }点多い）
# the better move where the board draws it (its title, for screen readers)
review-better-on-board = より良い手（盤上に表示）
review-summary-heading = 各プレイヤーの出来
review-summary-line = { $name }：正確さ { $accuracy }%、1手あたり平均 { $loss }点の損（{ $decisions }手；緩手 { $inaccuracies }、悪手 { $mistakes }、大悪手 { $blunders }）

## The review of a game record (record_review.js)
review-record-offer = ボットがこの記録の手をひとつずつ評価します。サーバーは記録とその振り返りを3日間保存し、読めるのはこの端末のネットワークアドレスだけです。
# $date: when the server deletes the review (a date and time in the reader's language)
review-kept-until = この振り返りは { $date } までサーバーに保存されます。この端末で同じ記録をもう一度開くと表示されます。
review-ask-unreachable = ゲームサーバーにつながらず、振り返りを依頼できませんでした。接続を確かめて、もう一度お試しください。

# ウェブサーバー自身のページ。
server-not-found-title = 見つかりません
server-not-found-heading = ここには何もありません
server-not-found-text = このアドレスはこのゲームサーバーのページではありません。
server-go-to-lobby = ロビーへ
server-wrong-host-title = アドレスが違います
server-wrong-host-heading = このゲームサーバーはこのアドレスでは応答しません
server-wrong-host-text = ホストから受け取ったアドレスで開いてください。サーバーを運用している人は、このアドレスを許可できます（meeple serve --public-url または --allowed-hosts）。

# テーブルのページ：各ゲームの盤のまわりの共通部分。
table-title-opening = ミープル：テーブル
table-title = { $game }：{ $table }
table-opening = テーブルを開いています…
table-needs-link = このページには送られてきたリンクが必要です
table-needs-link-hint = ホストからの招待リンクか観戦リンクをもう一度開いてください。
table-link-broken = このリンクではテーブルを開けません
table-cannot-show = テーブルを表示できません
table-cannot-draw = このページはまだ{ $game }を表示できません。
table-header-you = あなた：{ $name }
table-header-host = ホスト
table-header-watching = 観戦中
table-reconnecting = 再接続しています…（{ $reason }）
table-seat-name-you = { $name }（あなた）
table-seat-number = 席{ $number }
table-free-seat = 空席
table-waiting-for = あと{ $count }人を待っています
table-everyone-here = 全員そろいました
table-start = ゲームを始める
table-auto-start = 全席が埋まるとゲームは自動で始まります。
table-host-starts = 全員そろったらホストがゲームを始めます。
table-links = 招待リンクと観戦リンク
table-invite-link = 招待リンク：友だちに送ってください
table-spectator-link = 観戦リンク：これがあれば誰でも観戦できます
table-copy = コピー
table-copied = コピーしました
table-loopback-warning = このリンクはこのコンピューターだけを指しているので、ほかの人の端末では使えません。友だちを招くには、--share（どこにいる友だちでも）または --lan（同じ Wi-Fi の友だち）を付けてサーバーを起動し直してください。
table-invite-qr = または、友だちのスマートフォンのカメラでこのコードを読み取ってもらいましょう。
table-invite-qr-label = 招待リンクの QR コード
table-address-changed = サーバーの公開アドレスが変わったため、前に送ったリンクはもう使えません。代わりにこの新しい招待リンクを送ってください。
table-other-device = 別の端末で続ける
table-other-device-hint = このリンクをスマートフォンや別のコンピューターで開くと、そこで自分の席を遊べます。リンクを持つ人は誰でもあなたの席を遊べるので、自分だけに送ってください。
table-other-device-link = あなたの席のリンク
table-device-link-broken = この席のリンクは使えません
table-device-link-broken-hint = その席はほかの人に渡されたか、リンクが途中で切れています。ホストに新しい招待をもらってください。
table-seats-heading = プレイヤー
table-seat-you = あなた
table-seat-present = 在席
table-seat-away = 離席中
table-seat-absent = 離席中、ボットが代行
table-seat-bot = ボット
table-seat-empty = 空席
table-seat-to-play = 手番
table-clock-title = この手番の残り時間
table-bank-title = このプレイヤーの持ち時間の残り
table-bot-plays-for-you = あなたが離れている間、ボットが代わりに遊んでいます。
table-reclaim = 席に戻る
table-reclaiming = ボットがこの手番を終えたら、席はあなたに戻ります。
table-host-bot-level = ボットの強さ
table-host-bot-plays = { $name }の代わりにボットに遊ばせる
table-host-bot-plays-confirm = { $name }は離席中です。戻るまでボットに遊ばせますか？
table-host-bot-plays-yes = ボットに遊ばせる
table-host-bot-for-good = { $name }の席をボットに譲る
table-host-bot-for-good-confirm = 最後までボットが{ $name }の席で遊び、{ $name }は戻れなくなります。続けますか？
table-host-bot-for-good-yes = ボットに譲る
table-host-free = { $name }の席を新しい人のために空ける
table-host-free-confirm = { $name }は戻れなくなり、新しい招待リンクで誰かが席に着くまでボットが遊びます。続けますか？
table-host-free-yes = 席を空ける
table-host-end = 全員のゲームを終える
table-host-end-confirm = 全員のゲームを終えますか？このテーブルではもう何も起きません。
table-host-end-yes = ゲームを終える
table-confirm-cancel = キャンセル
table-abandoned = ゲームは中止されました
table-abandoned-text = ゲームは終了されたので、ここではもう何も起きません。
table-fair-draws = 公正な抽選
table-fair-commitment = サーバーは誰かが参加する前に秘密をコミットしました。
table-fair-commitment-code = 検証ツール用のコミットメント：
table-fair-checking = 公開された秘密を確認しています…
table-fair-verified = 確認済み：公開された秘密はコミットと一致し、シードはそれと全プレイヤーのエントロピーから作られています。すべての抽選は \`meeple verify\` で再現できます。
table-fair-bad-commitment = 未確認：秘密がコミットと一致しません。
table-fair-bad-seed = 未確認：シードが秘密とエントロピーから作られていません。
table-log = これまでの出来事
table-log-joined = { $name }が席に着きました
table-log-left = { $name }が退席しました
table-log-started = ゲームが始まりました
table-log-acted = { $name }が行動しました
table-log-timed-out = { $name }の時間が切れました。ボットが遊びます
table-log-reclaimed = { $name }が席に戻りました
table-log-bot = ボットが{ $name }の席に着きました
table-log-bot-for = { $name }が離れている間、ボットが代わりに遊びます
table-log-freed = { $name }の席が新しい人のために空けられました
table-log-abandoned = ホストがゲームを終えました

# Taking back one's own last action (web/src/undo.js).
undo-button = 取り消す
# $name: the player (a seat's name).
undo-log = { $name } が手を取り消しました
undo-done = 取り消しました。
undo-refused = { $why ->
    [CHANCE] この手は確定しています：その後に引きが行われました。
    [OTHER_SEAT] この手は確定しています：その後に他のプレイヤーが手番を行いました。
    [REVEALED] この手は確定しています：隠された情報が公開されました。
    [BOT] この手は確定しています：ボットが行いました。
    [TABLE_CHANGE] この手は確定しています：その後にテーブルが変わりました。
    [OFF] このテーブルでは取り消しができません。
    [NOTHING] 取り消せる手がありません。
   *[other] この手は取り消せません。
}
`}}};var ve="en",it=Object.keys(In.languages),Tn="en-XA",Ns="meeple.language",As=new Map;function Vn(e){let t=As.get(e);if(!t){let n=e===Tn?ve:e;t=new Yt(n===e?e:ve);let o=new Xt(In.languages[n].ftl);e===Tn&&Gd(o);let r=t.addResource(o);for(let a of r)console.error(`catalog ${e}:`,a);As.set(e,t)}return t}var Ss={a:"àá",e:"èé",i:"ìí",o:"òó",u:"ùú",A:"ÀÁ",E:"ÈÉ",I:"ÌÍ",O:"ÒÓ",U:"ÙÚ"};function xs(e){if(!e.trim())return e;let t=Math.ceil(e.length*1.4),n="",o=e.length;for(let r of e)Ss[r]&&o<t?(n+=Ss[r],o+=1):n+=r;return o<t?`${n} ${"ŵ".repeat(Math.max(t-o-1,1))}`:n}function ar(e){return typeof e=="string"?xs(e):e.map(t=>{if(typeof t=="string")return xs(t);if(t.type==="select")for(let n of t.variants)n.value=ar(n.value);return t})}function Gd(e){for(let t of e.body){t.value!==null&&(t.value=ar(t.value));for(let n of Object.keys(t.attributes))t.attributes[n]=ar(t.attributes[n])}}var Ve=ve,sr=[Vn(ve)];function q(){return Ve}function Md(e=Ve){return In.languages[e]?.dir||"ltr"}function Zn(e,{persist:t=!1}={}){Ve=it.includes(e)||e===Tn?e:ve,sr=Ve===ve?[Vn(ve)]:[Vn(Ve),Vn(ve)],document.documentElement.lang=Ve,document.documentElement.dir=Md(Ve);for(let n of Cd)n(Ve);if(t)try{localStorage.setItem(Ns,Ve)}catch{}return Ve}function Rs(){let t=document.querySelector('meta[name="meeple-default-language"]')?.getAttribute("content")||ve;return it.includes(t)?t:ve}function Is(e=ve){let t=null;try{t=localStorage.getItem(Ns)}catch{t=null}if(t&&(it.includes(t)||t===Tn))return t;let n=it.includes(e)?e:ve,o=navigator.languages?.length?navigator.languages:[navigator.language],[r]=rr(o.filter(Boolean),it,{strategy:"lookup",defaultLocale:n});return r||n}var Cd=new Set;function wt(e,t){for(let n of sr){let o=n.getMessage(e);if(o?.value){let r=[],a=n.formatPattern(o.value,t,r);for(let s of r)console.error(`catalog ${n.locales[0]} ${e}:`,s);return a}}return null}function c(e,t=void 0){let n=wt(e,t);return n!==null?n:(console.error(`catalog: no message ${e}`),e)}function Bn(e){return sr.some(t=>t.hasMessage(e))}function Vs(e){return`⁨${e}⁩`}function _t(e){return String(e).toLowerCase().replace(/[^a-z0-9]+/g,"-").replace(/^-|-$/g,"")}function Ts(e){return _t(String(e).replace(/^games\//,""))}function Ye(e,t=e){return wt(`game-name-${Ts(e)}`)??t}function ir(e,t){return t.service?"service":Ts(e)}function $n(e,t){return wt(`option-${ir(e,t)}-${_t(t.name)}`)??t.name}function Zs(e,t){let n=`option-${ir(e,t)}-${_t(t.name)}-description`;return wt(n)??t.description}function Dt(e,t,n){let o=`option-${ir(e,t)}-${_t(t.name)}`,r=wt(`${o}-${_t(n)}`);if(r!==null)return r;if(/^[0-9]+$/.test(n)){let a=Number(n),s=wt(`${o}-number`,{value:a,seat:a+1});if(s!==null)return s}return String(n)}function C(e,t=void 0){return new Intl.NumberFormat(Ve,t).format(e)}var Z;(function(e){e[e.Canceled=1]="Canceled",e[e.Unknown=2]="Unknown",e[e.InvalidArgument=3]="InvalidArgument",e[e.DeadlineExceeded=4]="DeadlineExceeded",e[e.NotFound=5]="NotFound",e[e.AlreadyExists=6]="AlreadyExists",e[e.PermissionDenied=7]="PermissionDenied",e[e.ResourceExhausted=8]="ResourceExhausted",e[e.FailedPrecondition=9]="FailedPrecondition",e[e.Aborted=10]="Aborted",e[e.OutOfRange=11]="OutOfRange",e[e.Unimplemented=12]="Unimplemented",e[e.Internal=13]="Internal",e[e.Unavailable=14]="Unavailable",e[e.DataLoss=15]="DataLoss",e[e.Unauthenticated=16]="Unauthenticated"})(Z||(Z={}));function Ot(e,t){return e!==null&&typeof e=="object"&&"$typeName"in e&&typeof e.$typeName=="string"?t===void 0?!0:t.typeName===e.$typeName:!1}var m;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(m||(m={}));function $s(){let e=this.buf,t=this.pos,n=0,o=0;for(let a=0;a<28;a+=7){let s=e[t++];if(n|=(s&127)<<a,(s&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}}let r=e[t++];if(n|=(r&15)<<28,o=(r&112)>>4,(r&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}for(let a=3;a<=31;a+=7){let s=e[t++];if(o|=(s&127)<<a,(s&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}}throw new Error("invalid varint")}var Ln=4294967296;function lr(e){let t=e[0]==="-";t&&(e=e.slice(1));let n=1e6,o=0,r=0;function a(s,i){let l=Number(e.slice(s,i));r*=n,o=o*n+l,o>=Ln&&(r=r+(o/Ln|0),o=o%Ln)}return a(-24,-18),a(-18,-12),a(-12,-6),a(-6),t?Gs(o,r):ur(o,r)}function Ls(e,t){let n=ur(e,t),o=n.hi&2147483648;o&&(n=Gs(n.lo,n.hi));let r=cr(n.lo,n.hi);return o?"-"+r:r}function cr(e,t){if({lo:e,hi:t}=Ud(e,t),t<=2097151)return String(Ln*t+e);let n=e&16777215,o=(e>>>24|t<<8)&16777215,r=t>>16&65535,a=n+o*6777216+r*6710656,s=o+r*8147497,i=r*2,l=1e7;return a>=l&&(s+=Math.floor(a/l),a%=l),s>=l&&(i+=Math.floor(s/l),s%=l),i.toString()+Bs(s)+Bs(a)}function Ud(e,t){return{lo:e>>>0,hi:t>>>0}}function ur(e,t){return{lo:e|0,hi:t|0}}function Gs(e,t){return t=~t,e?e=~e+1:t+=1,ur(e,t)}var Bs=e=>{let t=String(e);return"0000000".slice(t.length)+t};function Ms(e,t){if(e>>>0<128){t.push(e);return}if(e>=0){for(;e>127;)t.push(e&127|128),e=e>>>7;t.push(e)}else{for(let n=0;n<9;n++)t.push(e&127|128),e=e>>7;t.push(1)}}function Cs(){let e=this.buf[this.pos++];if((e&128)===0)return this.assertBounds(),e;let t=e&127;if(e=this.buf[this.pos++],t|=(e&127)<<7,(e&128)===0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<14,(e&128)===0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<21,(e&128)===0)return this.assertBounds(),t;e=this.buf[this.pos++],t|=(e&15)<<28;for(let n=5;(e&128)!==0&&n<10;n++)e=this.buf[this.pos++];if((e&128)!==0)throw new Error("invalid varint");return this.assertBounds(),t>>>0}var W=Fd();function Fd(){let e=new DataView(new ArrayBuffer(8));if(typeof BigInt=="function"&&typeof e.getBigInt64=="function"&&typeof e.getBigUint64=="function"&&typeof e.setBigInt64=="function"&&typeof e.setBigUint64=="function"&&(!!globalThis.Deno||!!globalThis.Bun||typeof process!="object"||typeof process.env!="object"||process.env.BUF_BIGINT_DISABLE!=="1")){let n=BigInt("-9223372036854775808"),o=BigInt("9223372036854775807"),r=BigInt("0"),a=BigInt("18446744073709551615");return{zero:BigInt(0),supported:!0,parse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>o||i<n)throw new Error(`invalid int64: ${s}`);return i},uParse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>a||i<r)throw new Error(`invalid uint64: ${s}`);return i},enc(s){return e.setBigInt64(0,this.parse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},uEnc(s){return e.setBigInt64(0,this.uParse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},dec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigInt64(0,!0)},uDec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigUint64(0,!0)}}}return{zero:"0",supported:!1,parse(n){return typeof n!="string"&&(n=n.toString()),Us(n),n},uParse(n){return typeof n!="string"&&(n=n.toString()),Fs(n),n},enc(n){return typeof n!="string"&&(n=n.toString()),Us(n),lr(n)},uEnc(n){return typeof n!="string"&&(n=n.toString()),Fs(n),lr(n)},dec(n,o){return Ls(n,o)},uDec(n,o){return cr(n,o)}}}function Us(e){if(!/^-?[0-9]+$/.test(e))throw new Error("invalid int64: "+e)}function Fs(e){if(!/^[0-9]+$/.test(e))throw new Error("invalid uint64: "+e)}function kt(e,t,n){if(t===n)return!0;if(e==m.BYTES){if(!(t instanceof Uint8Array)||!(n instanceof Uint8Array)||t.length!==n.length)return!1;for(let o=0;o<t.length;o++)if(t[o]!==n[o])return!1;return!0}switch(e){case m.UINT64:case m.FIXED64:case m.INT64:case m.SFIXED64:case m.SINT64:return t==n}return!1}function de(e,t){switch(e){case m.STRING:return"";case m.BOOL:return!1;case m.DOUBLE:case m.FLOAT:return 0;case m.INT64:case m.UINT64:case m.SFIXED64:case m.FIXED64:case m.SINT64:return t?"0":W.zero;case m.BYTES:return new Uint8Array(0);default:return 0}}function Ws(e,t){switch(e){case m.BOOL:return t===!1;case m.STRING:return t==="";case m.BYTES:return t instanceof Uint8Array&&!t.byteLength;case m.DOUBLE:case m.FLOAT:return Object.is(t,0);default:return t==0}}var Ys=2,ae=Symbol.for("reflect unsafe local");function Xs(e,t){let n=e[t.localName].case;return n===void 0?n:t.fields.find(o=>o.localName===n)}function _s(e,t){let n=t.localName;if(t.oneof)return e[t.oneof.localName].case===n;if(t.presence!=Ys)return e[n]!==void 0&&Object.prototype.hasOwnProperty.call(e,n);switch(t.fieldKind){case"list":return e[n].length>0;case"map":return Object.keys(e[n]).length>0;case"scalar":return!Ws(t.scalar,e[n]);case"enum":return e[n]!==t.enum.values[0].number}throw new Error("message field with implicit presence")}function lt(e,t){return Object.prototype.hasOwnProperty.call(e,t)&&e[t]!==void 0}function Ds(e,t){if(t.oneof){let n=e[t.oneof.localName];return n.case===t.localName?n.value:void 0}return e[t.localName]}function Os(e,t,n){t.oneof?e[t.oneof.localName]={case:t.localName,value:n}:e[t.localName]=n}function ue(e,t,n){t==="__proto__"?Object.defineProperty(e,"__proto__",{value:n,writable:!0,enumerable:!0,configurable:!0}):e[t]=n}function Ks(e,t){return Object.prototype.hasOwnProperty.call(e,t)?e[t]:void 0}function Js(e,t){let n=t.localName;if(t.oneof){let o=t.oneof.localName;e[o].case===n&&(e[o]={case:void 0})}else if(t.presence!=Ys)delete e[n];else switch(t.fieldKind){case"map":e[n]={};break;case"list":e[n]=[];break;case"enum":e[n]=t.enum.values[0].number;break;case"scalar":e[n]=de(t.scalar,t.longAsString);break}}function Te(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}function Kt(e,t){var n,o,r,a;if(Te(e)&&ae in e&&"add"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.listKind==i.listKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function Jt(e,t){var n,o,r,a;if(Te(e)&&ae in e&&"has"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.mapKey===i.mapKey&&s.mapKind==i.mapKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function ct(e,t){return Te(e)&&ae in e&&"desc"in e&&Te(e.desc)&&e.desc.kind==="message"&&(t===void 0||e.desc.typeName==t.typeName)}function js(e){return Qs(e.$typeName)}function be(e){let t=e.fields[0];return Qs(e.typeName)&&t!==void 0&&t.fieldKind=="scalar"&&t.name=="value"&&t.number==1}function Gn(e){switch(e.typeName){case"google.protobuf.Any":case"google.protobuf.Timestamp":case"google.protobuf.Duration":case"google.protobuf.FieldMask":case"google.protobuf.Struct":case"google.protobuf.Value":case"google.protobuf.ListValue":return!0;default:return be(e)}}var Wd=new Set(["google.protobuf.DoubleValue","google.protobuf.FloatValue","google.protobuf.Int64Value","google.protobuf.UInt64Value","google.protobuf.Int32Value","google.protobuf.UInt32Value","google.protobuf.BoolValue","google.protobuf.StringValue","google.protobuf.BytesValue"]);function Qs(e){return Wd.has(e)}var Yd=999,Xd=998,zs=2;function O(e,t){return Ot(t,e)?t:Hs(e)(t)}var Ps=new WeakMap;function Hs(e){let t=Ps.get(e);return t===void 0&&(t=_d(e),Ps.set(e,t)),t}var dr=0,qs=1,ei=2,ti=3;function _d(e){let t=e.typeName,{properties:n,prototype:o}=Dd(e);return r=>{let a;o!==void 0?(a=Object.create(o),a.$typeName=t):a={$typeName:t};for(let s=0;s<n.length;s++){let i=n[s],l=i.name,u=r?.[l];switch(i.kind){case dr:u!=null?a[l]=i.convert!==void 0?i.convert(u):u:i.constant!==void 0&&(a[l]=i.constant);break;case qs:a[l]=i.convert!==void 0&&Array.isArray(u)?u.map(i.convert):u??[];break;case ei:if(i.convert===void 0||!Te(u))a[l]=u??{};else{let h={},f=Object.keys(u);for(let g=0;g<f.length;g++)ue(h,f[g],i.convert(u[f[g]]));a[l]=h}break;case ti:{let h=u;if(h?.case!=null){let f=i.convert.get(h.case);if(f!==void 0){a[l]={case:h.case,value:f(h.value)};break}}a[l]={case:void 0};break}}}return a}}function Dd(e){var t,n;let o=[],r={},a=Kd(e);for(let s of e.members){let i=s.localName;if(s.kind=="oneof"){o.push({name:i,kind:ti,constant:void 0,convert:Od(s)});continue}switch(s.fieldKind){case"message":{o.push({name:i,kind:dr,constant:void 0,convert:Mn(s)});break}case"list":{o.push({name:i,kind:qs,constant:void 0,convert:s.listKind=="message"?(t=Mn(s))!==null&&t!==void 0?t:(l=>l):s.scalar==m.BYTES?jt:void 0});break}case"map":{o.push({name:i,kind:ei,constant:void 0,convert:s.mapKind=="message"?(n=Mn(s))!==null&&n!==void 0?n:(l=>l):s.scalar==m.BYTES?jt:void 0});break}default:{let l=Jd(s);o.push({name:i,kind:dr,constant:s.presence==zs?l:void 0,convert:s.fieldKind=="scalar"&&s.scalar==m.BYTES?jt:void 0}),a&&(r[i]=l);break}}}return{properties:o,prototype:a?r:void 0}}function Od(e){let t=new Map;for(let n of e.fields){let o;n.fieldKind=="message"?o=Mn(n):n.fieldKind=="scalar"&&n.scalar==m.BYTES&&(o=jt),t.set(n.localName,o??(r=>r))}return t}function Mn(e){if(e.fieldKind=="message"&&!e.oneof&&be(e.message))return e.message.fields[0].scalar==m.BYTES?jt:void 0;if(e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!=="google.protobuf.Value")return;let t=e.message,n;return o=>!Te(o)||Ot(o,t)?o:(n??(n=Hs(t)),n(o))}function jt(e){return Array.isArray(e)?new Uint8Array(e):e}function Kd(e){switch(e.file.edition){case Yd:return!1;case Xd:return!0;default:return e.fields.some(t=>t.presence!=zs&&t.fieldKind!="message"&&!t.oneof)}}function Jd(e){let t=e.getDefaultValue();return t!==void 0?e.fieldKind=="scalar"&&e.longAsString?t.toString():t:e.fieldKind=="scalar"?de(e.scalar,e.longAsString):e.enum.values[0].number}var jd=["FieldValueInvalidError","FieldListRangeError","ForeignFieldError"],Y=class extends Error{constructor(t,n,o="FieldValueInvalidError"){super(n),this.name=o,this.field=()=>t}};function ni(e){return e instanceof Error&&jd.includes(e.name)&&"field"in e&&typeof e.field=="function"}var hr;function Qd(e){var t;hr=Object.assign(Object.assign({},e),{encodeUtf8Into:(t=e.encodeUtf8Into)!==null&&t!==void 0?t:fr(e.encodeUtf8.bind(e))})}function Qt(){if(!hr){let e=globalThis;if(!e.TextEncoder||!e.TextDecoder)throw new Error("encoding API missing: install TextEncoder and TextDecoder on globalThis");let t=new e.TextEncoder,n=new e.TextDecoder("utf-8",{ignoreBOM:!0}),o,r={encodeUtf8(s){return t.encode(s)},decodeUtf8(s,i){return i?(o||(o=new e.TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0})),o.decode(s)):n.decode(s)},checkUtf8(s){try{return encodeURIComponent(s),!0}catch{return!1}}};t.encodeInto&&(r.encodeUtf8Into=t.encodeInto.bind(t));let a=String.prototype.isWellFormed;a&&(r.checkUtf8=s=>a.call(s)),Qd(r)}return hr}function fr(e){return(t,n)=>{let o=e(t);return n.set(o),{written:o.byteLength}}}var J;(function(e){e[e.Varint=0]="Varint",e[e.Bit64=1]="Bit64",e[e.LengthDelimited=2]="LengthDelimited",e[e.StartGroup=3]="StartGroup",e[e.EndGroup=4]="EndGroup",e[e.Bit32=5]="Bit32"})(J||(J={}));var gr=4294967295,br=2147483647,yr=-2147483648,vt=class{constructor(t){this.stackPos=[],this.encodeUtf8Into=t?fr(t):Qt().encodeUtf8Into,this.buffer=ri,this.viewCache=zd,this.pos=0}ensureCapacity(t){let n=this.pos+t;if(n>this.buffer.length){let o=this.buffer.length||Pd;for(;o<n;)o*=2;let r=new Uint8Array(o);this.pos>0&&r.set(this.buffer),this.buffer=r}}view(){let t=this.buffer,n=this.viewCache;if(n.byteLength===t.byteLength)return n;let o=new DataView(t.buffer);return this.viewCache=o,o}finish(){let t=this.buffer.slice(0,this.pos);return this.pos=0,this.stackPos=[],t}fork(){return this.stackPos.push(this.pos),this.ensureCapacity(Pt),this.buffer[this.pos++]=0,this}join(){let t=this.stackPos.pop();if(t===void 0)throw new Error("invalid state, fork stack empty");let n=this.pos-t-Pt,o=mr(n);return o>Pt&&(this.ensureCapacity(o-Pt),this.buffer.copyWithin(t+o,t+Pt,this.pos)),this.pos=t,this.uint32(n),this.pos+=n,this}tag(t,n){return this.uint32((t<<3|n)>>>0)}raw(t){return this.ensureCapacity(t.length),this.buffer.set(t,this.pos),this.pos+=t.length,this}uint32(t){if(oi(t),this.ensureCapacity(5),t<128)return this.buffer[this.pos++]=t,this;for(;t>127;)this.buffer[this.pos++]=t&127|128,t>>>=7;return this.buffer[this.pos++]=t,this}int32(t){if(pr(t),t>=0)return this.uint32(t);this.ensureCapacity(10);for(let n=0;n<9;n++)this.buffer[this.pos++]=t&127|128,t>>=7;return this.buffer[this.pos++]=1,this}bool(t){return this.ensureCapacity(1),this.buffer[this.pos++]=t?1:0,this}bytes(t){return this.uint32(t.byteLength),this.raw(t)}string(t){typeof t!="string"&&(t=String(t));let n=t.length;if(n<=ai){this.ensureCapacity(n+1);let l=this.buffer,u=this.pos;l[u++]=n;let h=0;for(;h<n;h++){let f=t.charCodeAt(h);if(f>127)break;l[u++]=f}if(h==n)return this.pos=u,this}this.ensureCapacity(n*3+5);let o=mr(n),r=this.buffer,a=this.pos,{written:s}=this.encodeUtf8Into(t,r.subarray(a+o)),i=mr(s);return i!=o&&r.copyWithin(a+i,a+o,a+o+s),this.uint32(s),this.pos+=s,this}float(t){return Hd(t),this.ensureCapacity(4),this.view().setFloat32(this.pos,t,!0),this.pos+=4,this}double(t){return this.ensureCapacity(8),this.view().setFloat64(this.pos,t,!0),this.pos+=8,this}fixed32(t){return oi(t),this.ensureCapacity(4),this.view().setUint32(this.pos,t,!0),this.pos+=4,this}sfixed32(t){return pr(t),this.ensureCapacity(4),this.view().setInt32(this.pos,t,!0),this.pos+=4,this}sint32(t){return pr(t),this.uint32((t<<1^t>>31)>>>0)}sfixed64(t){let n=W.enc(t);this.ensureCapacity(8);let o=this.view();return o.setInt32(this.pos,n.lo,!0),o.setInt32(this.pos+4,n.hi,!0),this.pos+=8,this}fixed64(t){let n=W.uEnc(t);this.ensureCapacity(8);let o=this.view();return o.setInt32(this.pos,n.lo,!0),o.setInt32(this.pos+4,n.hi,!0),this.pos+=8,this}int64(t){let n=W.enc(t);return this.writeVarint64(n.lo,n.hi)}sint64(t){let n=W.enc(t),o=n.hi>>31,r=n.lo<<1^o,a=(n.hi<<1|n.lo>>>31)^o;return this.writeVarint64(r,a)}uint64(t){let n=W.uEnc(t);return this.writeVarint64(n.lo,n.hi)}writeVarint64(t,n){this.ensureCapacity(10);let o=this.buffer,r=this.pos;for(let i=0;i<28;i=i+7){let l=t>>>i,u=!(!(l>>>7)&&n==0);if(o[r++]=(u?l|128:l)&255,!u)return this.pos=r,this}let a=t>>>28&15|(n&7)<<4,s=n>>3!=0;if(o[r++]=(s?a|128:a)&255,!s)return this.pos=r,this;for(let i=3;i<31;i=i+7){let l=n>>>i,u=!!(l>>>7);if(o[r++]=(u?l|128:l)&255,!u)return this.pos=r,this}return o[r++]=n>>>31&1,this.pos=r,this}},Pd=128,Pt=1,ri=new Uint8Array(0),zd=new DataView(ri.buffer),ai=32;function mr(e){return e<128?1:e<16384?2:e<2097152?3:e<268435456?4:5}var Ce=class{constructor(t,n=Qt().decodeUtf8){this.decodeUtf8=n,this.varint64Lo=0,this.varint64Hi=0,this.varint64=$s,this.uint32=Cs,this.buf=t,this.len=t.length,this.pos=0,this.view=new DataView(t.buffer,t.byteOffset,t.byteLength)}tag(){let t=this.pos,n=this.uint32(),o=this.pos-t;if(o>5||o==5&&this.buf[this.pos-1]>15)throw new Error("illegal tag: varint overflows uint32");let r=n>>>3,a=n&7;if(r<=0||a>5)throw new Error("illegal tag: field no "+r+" wire type "+a);return[r,a]}skip(t,n,o=100){let r=this.pos;switch(t){case J.Varint:for(;this.buf[this.pos++]&128;);break;case J.Bit64:this.pos+=4;case J.Bit32:this.pos+=4;break;case J.LengthDelimited:let a=this.uint32();this.pos+=a;break;case J.StartGroup:if(o<=0)throw new Error("maximum recursion depth reached");for(;;){let[s,i]=this.tag();if(i===J.EndGroup){if(n!==void 0&&s!==n)throw new Error("invalid end group tag");break}this.skip(i,s,o-1)}break;default:throw new Error("cant skip wire type "+t)}return this.assertBounds(),this.buf.subarray(r,this.pos)}assertBounds(){if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let t=this.uint32();return t>>>1^-(t&1)}int64(){return this.varint64(),W.dec(this.varint64Lo,this.varint64Hi)}uint64(){return this.varint64(),W.uDec(this.varint64Lo,this.varint64Hi)}sint64(){this.varint64();let t=this.varint64Lo,n=this.varint64Hi,o=-(t&1);return t=(t>>>1|(n&1)<<31)^o,n=n>>>1^o,W.dec(t,n)}bool(){let t=this.buf[this.pos];return t<128?(this.pos++,t!==0):(this.varint64(),this.varint64Lo!==0||this.varint64Hi!==0)}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.pos+=4)-4,!0)}fixed64(){return W.uDec(this.sfixed32(),this.sfixed32())}sfixed64(){return W.dec(this.sfixed32(),this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=8)-8,!0)}bytes(){let t=this.uint32(),n=this.pos;return this.pos+=t,this.assertBounds(),this.buf.subarray(n,n+t)}string(t){let n=this.uint32(),o=this.pos;this.pos+=n,this.assertBounds();let r=this.buf;if(n<=ai){let a=new Array(n);for(let s=0;s<n;s++){let i=r[o+s];if(i>127)return this.decodeUtf8(r.subarray(o,this.pos),t);a[s]=i}return String.fromCharCode.apply(String,a)}return this.decodeUtf8(r.subarray(o,this.pos),t)}};function pr(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid int32: "+typeof e);if(!Number.isInteger(e)||e>br||e<yr)throw new Error("invalid int32: "+e)}function oi(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid uint32: "+typeof e);if(!Number.isInteger(e)||e>gr||e<0)throw new Error("invalid uint32: "+e)}function Hd(e){if(typeof e=="string"){let t=e;if(e=Number(e),Number.isNaN(e)&&t!=="NaN")throw new Error("invalid float32: "+t)}else if(typeof e!="number")throw new Error("invalid float32: "+typeof e);if(!Number.isFinite(Math.fround(e))&&Number.isFinite(e))throw new Error("invalid float32: "+e)}function Cn(e,t){let n=e.fieldKind=="list"?Kt(t,e):e.fieldKind=="map"?Jt(t,e):kr(e,t);if(n===!0)return;let o;switch(e.fieldKind){case"list":o=`expected ${li(e)}, got ${te(t)}`;break;case"map":o=`expected ${ci(e)}, got ${te(t)}`;break;default:o=Ee(e,t,n)}return new Y(e,o)}function wr(e,t,n){let o=kr(e,n);if(o!==!0)return new Y(e,`list item #${t+1}: ${Ee(e,n,o)}`)}function si(e,t,n){let o=Xe(e.mapKey)(t);if(o!==!0)return new Y(e,`invalid map key: ${Ee({scalar:e.mapKey},t,o)}`);let r=kr(e,n);if(r!==!0)return new Y(e,`map entry ${te(t)}: ${Ee(e,n,r)}`)}function kr(e,t){return e.scalar!==void 0?Xe(e.scalar)(t):e.enum!==void 0?e.enum.open?Xe(m.INT32)(t):e.enum.values.some(n=>n.number===t):ct(t,e.message)}function Xe(e){switch(e){case m.DOUBLE:return t=>typeof t=="number";case m.FLOAT:return t=>typeof t!="number"?!1:!Number.isFinite(Math.fround(t))&&Number.isFinite(t)?`${t.toFixed()} out of range`:!0;case m.INT32:case m.SFIXED32:case m.SINT32:return t=>typeof t!="number"||!Number.isInteger(t)?!1:t>br||t<yr?`${t.toFixed()} out of range`:!0;case m.FIXED32:case m.UINT32:return t=>typeof t!="number"||!Number.isInteger(t)?!1:t>gr||t<0?`${t.toFixed()} out of range`:!0;case m.BOOL:return t=>typeof t=="boolean";case m.STRING:return t=>typeof t!="string"?!1:Qt().checkUtf8(t)||"invalid UTF8";case m.BYTES:return t=>t instanceof Uint8Array;case m.INT64:case m.SFIXED64:case m.SINT64:return t=>{if(typeof t=="bigint"||typeof t=="number"||typeof t=="string"&&t.length>0)try{return W.parse(t),!0}catch{return`${t} out of range`}return!1};case m.FIXED64:case m.UINT64:return t=>{if(typeof t=="bigint"||typeof t=="number"||typeof t=="string"&&t.length>0)try{return W.uParse(t),!0}catch{return`${t} out of range`}return!1}}}function Ee(e,t,n){return n=typeof n=="string"?`: ${n}`:`, got ${te(t)}`,e.scalar!==void 0?`expected ${qd(e.scalar)}`+n:e.enum!==void 0?`expected ${e.enum.toString()}`+n:`expected ${ii(e.message)}`+n}function te(e){switch(typeof e){case"object":return e===null?"null":e instanceof Uint8Array?`Uint8Array(${e.length})`:Array.isArray(e)?`Array(${e.length})`:Kt(e)?li(e.field()):Jt(e)?ci(e.field()):ct(e)?ii(e.desc):Ot(e)?`message ${e.$typeName}`:"object";case"string":return e.length>30?"string":`"${e.split('"').join('\\"')}"`;case"boolean":return String(e);case"number":return String(e);case"bigint":return String(e)+"n";default:return typeof e}}function ii(e){return`ReflectMessage (${e.typeName})`}function li(e){switch(e.listKind){case"message":return`ReflectList (${e.message.toString()})`;case"enum":return`ReflectList (${e.enum.toString()})`;case"scalar":return`ReflectList (${m[e.scalar]})`}}function ci(e){switch(e.mapKind){case"message":return`ReflectMap (${m[e.mapKey]}, ${e.message.toString()})`;case"enum":return`ReflectMap (${m[e.mapKey]}, ${e.enum.toString()})`;case"scalar":return`ReflectMap (${m[e.mapKey]}, ${m[e.scalar]})`}}function qd(e){switch(e){case m.STRING:return"string";case m.BOOL:return"boolean";case m.INT64:case m.SINT64:case m.SFIXED64:return"bigint (int64)";case m.UINT64:case m.FIXED64:return"bigint (uint64)";case m.BYTES:return"Uint8Array";case m.DOUBLE:return"number (float64)";case m.FLOAT:return"number (float32)";case m.FIXED32:case m.UINT32:return"number (uint32)";case m.INT32:case m.SFIXED32:case m.SINT32:return"number (int32)"}}var eh=0;function pe(e){if(th(e))return{toMessage:n=>Un(n),toLocal:n=>Fn(n)};if(e.fieldKind=="message"&&!e.oneof&&be(e.message)){let n=e.message,o=n.fields[0].localName;return{toMessage:r=>{let a=O(n);return r!==void 0&&(a[o]=r),a},toLocal:r=>r[o]}}let t=e.message;return{toMessage:n=>n===void 0?O(t):n,toLocal:n=>n}}function th(e){return e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"}function Un(e){let t={$typeName:"google.protobuf.Struct",fields:{}};if(Te(e))for(let n of Object.keys(e))ue(t.fields,n,di(e[n]));return t}function Fn(e){let t={};for(let n of Object.keys(e.fields))ue(t,n,ui(e.fields[n]));return t}function ui(e){switch(e.kind.case){case"structValue":return Fn(e.kind.value);case"listValue":return e.kind.value.values.map(ui);case"nullValue":case void 0:return null;default:return e.kind.value}}function di(e){let t={$typeName:"google.protobuf.Value",kind:{case:void 0}};switch(typeof e){case"number":t.kind={case:"numberValue",value:e};break;case"string":t.kind={case:"stringValue",value:e};break;case"boolean":t.kind={case:"boolValue",value:e};break;case"object":if(e===null)t.kind={case:"nullValue",value:eh};else if(Array.isArray(e)){let n={$typeName:"google.protobuf.ListValue",values:[]};if(Array.isArray(e))for(let o of e)n.values.push(di(o));t.kind={case:"listValue",value:n}}else t.kind={case:"structValue",value:Un(e)};break}return t}function Qe(e,t,n=!0){return new Yn(e,t,n)}var hi=new WeakMap,Yn=class{get sortedFields(){let t=hi.get(this.desc);if(t)return t;let n=this.desc.fields.concat().sort((o,r)=>o.number-r.number);return hi.set(this.desc,n),n}constructor(t,n,o=!0){this.lists=new Map,this.maps=new Map,this.check=o,this.desc=t,this.message=this[ae]=n??O(t),this.fields=t.fields,this.oneofs=t.oneofs,this.members=t.members}findNumber(t){return this._fieldsByNumber||(this._fieldsByNumber=new Map(this.desc.fields.map(n=>[n.number,n]))),this._fieldsByNumber.get(t)}oneofCase(t){return zt(this.message,t),Xs(this.message,t)}isSet(t){return zt(this.message,t),_s(this.message,t)}clear(t){zt(this.message,t),Js(this.message,t)}get(t){zt(this.message,t);let n=Ds(this.message,t);switch(t.fieldKind){case"list":let o=this.lists.get(t);return(!o||o[ae]!==n)&&this.lists.set(t,o=new Ar(t,n,this.check)),o;case"map":let r=this.maps.get(t);return(!r||r[ae]!==n)&&this.maps.set(t,r=new Sr(t,n,this.check)),r;case"message":return Nr(t,n,this.check);case"scalar":return n===void 0?de(t.scalar,!1):Rr(t,n);case"enum":return n??t.enum.values[0].number}}set(t,n){if(zt(this.message,t),this.check){let r=Cn(t,n);if(r)throw r}let o;t.fieldKind=="message"?o=xr(t,n):Jt(n)||Kt(n)?o=n[ae]:o=Ir(t,n),Os(this.message,t,o)}getUnknown(){return this.message.$unknown}setUnknown(t){this.message.$unknown=t}};function zt(e,t){if(t.parent.typeName!==e.$typeName)throw new Y(t,`cannot use ${t.toString()} with message ${e.$typeName}`,"ForeignFieldError")}var Ar=class{field(){return this._field}get size(){return this._arr.length}constructor(t,n,o){this._field=t,this._arr=this[ae]=n,this.check=o}get(t){let n=this._arr[t];return n===void 0?void 0:vr(this._field,n,this.check)}set(t,n){if(t<0||t>=this._arr.length)throw new Y(this._field,`list item #${t+1}: out of range`);if(this.check){let o=wr(this._field,t,n);if(o)throw o}this._arr[t]=fi(this._field,n)}add(t){if(this.check){let n=wr(this._field,this._arr.length,t);if(n)throw n}this._arr.push(fi(this._field,t))}clear(){this._arr.splice(0,this._arr.length)}[Symbol.iterator](){return this.values()}keys(){return this._arr.keys()}*values(){for(let t of this._arr)yield vr(this._field,t,this.check)}*entries(){for(let t=0;t<this._arr.length;t++)yield[t,vr(this._field,this._arr[t],this.check)]}};var Sr=class{constructor(t,n,o=!0){this.obj=this[ae]=n??{},this.check=o,this._field=t}field(){return this._field}set(t,n){if(this.check){let o=si(this._field,t,n);if(o)throw o}return ue(this.obj,Wn(t),nh(this._field,n)),this}delete(t){let n=Wn(t),o=Object.prototype.hasOwnProperty.call(this.obj,n);return o&&delete this.obj[n],o}clear(){for(let t of Object.keys(this.obj))delete this.obj[t]}get(t){let n=Ks(this.obj,Wn(t));return n!==void 0&&(n=Er(this._field,n,this.check)),n}has(t){return Object.prototype.hasOwnProperty.call(this.obj,Wn(t))}*keys(){for(let t of Object.keys(this.obj))yield mi(t,this._field.mapKey)}*entries(){for(let t of Object.entries(this.obj))yield[mi(t[0],this._field.mapKey),Er(this._field,t[1],this.check)]}[Symbol.iterator](){return this.entries()}get size(){return Object.keys(this.obj).length}*values(){for(let t of Object.values(this.obj))yield Er(this._field,t,this.check)}forEach(t,n){for(let o of this.entries())t.call(n,o[1],o[0],this)}};function xr(e,t){return ct(t)?js(t.message)&&!e.oneof&&e.fieldKind=="message"?t.message.value:t.desc.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"?Fn(t.message):t.message:t}function Nr(e,t,n){return t!==void 0&&(be(e.message)&&!e.oneof&&e.fieldKind=="message"?t={$typeName:e.message.typeName,value:Rr(e.message.fields[0],t)}:e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"&&Te(t)&&(t=Un(t))),new Yn(e.message,t,n)}function fi(e,t){return e.listKind=="message"?xr(e,t):Ir(e,t)}function vr(e,t,n){return e.listKind=="message"?Nr(e,t,n):Rr(e,t)}function nh(e,t){return e.mapKind=="message"?xr(e,t):Ir(e,t)}function Er(e,t,n){return e.mapKind=="message"?Nr(e,t,n):t}function Wn(e){return typeof e=="string"||typeof e=="number"?e:String(e)}function mi(e,t){switch(t){case m.STRING:return e;case m.INT32:case m.FIXED32:case m.UINT32:case m.SFIXED32:case m.SINT32:{let n=Number.parseInt(e);if(Number.isFinite(n))return n;break}case m.BOOL:switch(e){case"true":return!0;case"false":return!1}break;case m.UINT64:case m.FIXED64:try{return W.uParse(e)}catch{}break;default:try{return W.parse(e)}catch{}break}return e}function Rr(e,t){switch(e.scalar){case m.INT64:case m.SFIXED64:case m.SINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=W.parse(t));break;case m.FIXED64:case m.UINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=W.uParse(t));break}return t}function Ir(e,t){switch(e.scalar){case m.INT64:case m.SFIXED64:case m.SINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=W.parse(t));break;case m.FIXED64:case m.UINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=W.uParse(t));break}return t}function pi(e,t){return gi(Qe(e,t)).message}function gi(e){let t=Qe(e.desc);for(let o of e.fields)if(e.isSet(o))switch(o.fieldKind){case"list":let r=t.get(o);for(let s of e.get(o))r.add(Vr(o,s));break;case"map":let a=t.get(o);for(let s of e.get(o).entries())a.set(s[0],Vr(o,s[1]));break;default:{t.set(o,Vr(o,e.get(o)));break}}let n=e.getUnknown();return n&&n.length>0&&t.setUnknown([...n]),t}function Vr(e,t){return e.message!==void 0&&ct(t)?gi(t):e.scalar==m.BYTES&&t instanceof Uint8Array?t.slice():t}var bi=Uint8Array.prototype.setFromBase64;function At(e){let t=e.length,n=t-(t+3>>2);(t&3)==0&&e[t-1]=="="&&(n-=e[t-2]=="="?2:1);let o=new Uint8Array(n),r=-1;if(bi)try{let a=bi.call(o,e);a.read==t&&(r=a.written)}catch{}return r<0&&(r=oh(o,e)),r==n?o:o.subarray(0,r)}function oh(e,t){let n=ah(),o=0,r=0,a,s=0;for(let i=0;i<t.length;i++){if(a=n[t.charCodeAt(i)],a===void 0)switch(t[i]){case"=":r=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string")}switch(r){case 0:s=a,r=1;break;case 1:e[o++]=s<<2|(a&48)>>4,s=a,r=2;break;case 2:e[o++]=(s&15)<<4|(a&60)>>2,s=a,r=3;break;case 3:e[o++]=(s&3)<<6|a,r=0;break}}if(r==1)throw Error("invalid base64 string");return o}var yi=Uint8Array.prototype.toBase64,rh={std:{alphabet:"base64",omitPadding:!1},std_raw:{alphabet:"base64",omitPadding:!0},url:{alphabet:"base64url",omitPadding:!0}};function Ht(e,t="std"){if(yi)return yi.call(e,rh[t]);let n=ki(t),o=t=="std",r="",a=0,s,i=0;for(let l=0;l<e.length;l++)switch(s=e[l],a){case 0:r+=n[s>>2],i=(s&3)<<4,a=1;break;case 1:r+=n[i|s>>4],i=(s&15)<<2,a=2;break;case 2:r+=n[i|s>>6],r+=n[s&63],a=0;break}return a&&(r+=n[i],o&&(r+="=",a==1&&(r+="="))),r}var Xn,wi,Et;function ki(e){return Xn||(Xn="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),wi=Xn.slice(0,-2).concat("-","_")),e=="url"?wi:Xn}function ah(){if(!Et){Et=[];let e=ki("std");for(let t=0;t<e.length;t++)Et[e[t].charCodeAt(0)]=t;Et[45]=e.indexOf("+"),Et[95]=e.indexOf("/")}return Et}function _e(e){let t=!1,n=[];for(let o=0;o<e.length;o++){let r=e.charAt(o);switch(r){case"_":t=!0;break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":case"8":case"9":n.push(r),t=!1;break;default:t&&(t=!1,r=r.toUpperCase()),n.push(r);break}}return n.join("")}function _n(e){return e.replace(/[A-Z]/g,t=>"_"+t.toLowerCase())}var sh=new Set(["constructor","toString","toJSON","valueOf"]);function St(e){return sh.has(e)?e+"$":e}function qt(e){for(let t of e.field)lt(t,"jsonName")||(t.jsonName=_e(t.name));e.nestedType.forEach(qt)}function vi(e,t){let n=e.values.find(o=>o.name===t);if(!n)throw new Error(`cannot parse ${e} default value: ${t}`);return n.number}function Ei(e,t){switch(e){case m.STRING:return t;case m.BYTES:{let n=ih(t);if(n===!1)throw new Error(`cannot parse ${m[e]} default value: ${t}`);return n}case m.INT64:case m.SFIXED64:case m.SINT64:return W.parse(t);case m.UINT64:case m.FIXED64:return W.uParse(t);case m.DOUBLE:case m.FLOAT:switch(t){case"inf":return Number.POSITIVE_INFINITY;case"-inf":return Number.NEGATIVE_INFINITY;case"nan":return Number.NaN;default:return parseFloat(t)}case m.BOOL:return t==="true";case m.INT32:case m.UINT32:case m.SINT32:case m.FIXED32:case m.SFIXED32:return parseInt(t,10)}}function ih(e){let t=[],n={tail:e,c:"",next(){return this.tail.length==0?!1:(this.c=this.tail[0],this.tail=this.tail.substring(1),!0)},take(o){if(this.tail.length>=o){let r=this.tail.substring(0,o);return this.tail=this.tail.substring(o),r}return!1}};for(;n.next();)switch(n.c){case"\\":if(n.next())switch(n.c){case"\\":t.push(n.c.charCodeAt(0));break;case"b":t.push(8);break;case"f":t.push(12);break;case"n":t.push(10);break;case"r":t.push(13);break;case"t":t.push(9);break;case"v":t.push(11);break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,8);if(Number.isNaN(a))return!1;t.push(a);break}case"x":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;t.push(a);break}case"u":{let o=n.c,r=n.take(4);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;let s=new Uint8Array(4);new DataView(s.buffer).setInt32(0,a,!0),t.push(s[0],s[1],s[2],s[3]);break}case"U":{let o=n.c,r=n.take(8);if(r===!1)return!1;let a=W.uEnc(o+r),s=new Uint8Array(8),i=new DataView(s.buffer);i.setInt32(0,a.lo,!0),i.setInt32(4,a.hi,!0),t.push(s[0],s[1],s[2],s[3],s[4],s[5],s[6],s[7]);break}}break;default:t.push(n.c.charCodeAt(0))}return new Uint8Array(t)}function*Dn(e){switch(e.kind){case"file":for(let t of e.messages)yield t,yield*Dn(t);yield*e.enums,yield*e.services,yield*e.extensions;break;case"message":for(let t of e.nestedMessages)yield t,yield*Dn(t);yield*e.nestedEnums,yield*e.nestedExtensions;break}}function Lr(...e){return ch(e)}function On(e,t){return lh([e,t])}function lh(e,t){let n=Ii();if(!e.length)return n;if("$typeName"in e[0]&&e[0].$typeName=="google.protobuf.FileDescriptorSet"){for(let o of e[0].file)t?.(o),Ni(o,n);return n}if("$typeName"in e[0]){let s=function(i){let l=[];for(let u of i.dependency){if(n.getFile(u)!=null||a.has(u))continue;let h=r(u);if(!h)throw new Error(`Unable to resolve ${u}, imported by ${i.name}`);"kind"in h?n.addFile(h,!1,!0):(a.add(h.name),l.push(h))}return l.concat(...l.map(s))},o=e[0],r=e[1],a=new Set;for(let i of[o,...s(o)].reverse())t?.(i),Ni(i,n)}else for(let o of e)for(let r of o.files)n.addFile(r);return n}function Ii(){let e=new Map,t=new Map,n=new Map;return{kind:"registry",types:e,extendees:t,[Symbol.iterator](){return e.values()},get files(){return n.values()},addFile(o,r,a){if(n.set(o.proto.name,o),!r)for(let s of Dn(o))this.add(s);if(a)for(let s of o.dependencies)this.addFile(s,r,a)},add(o){if(o.kind=="extension"){let r=t.get(o.extendee.typeName);r||t.set(o.extendee.typeName,r=new Map),r.set(o.number,o)}e.set(o.typeName,o)},get(o){return e.get(o)},getFile(o){return n.get(o)},getMessage(o){let r=e.get(o);return r?.kind=="message"?r:void 0},getEnum(o){let r=e.get(o);return r?.kind=="enum"?r:void 0},getExtension(o){let r=e.get(o);return r?.kind=="extension"?r:void 0},getExtensionFor(o,r){var a;return(a=t.get(o.typeName))===null||a===void 0?void 0:a.get(r)},getService(o){let r=e.get(o);return r?.kind=="service"?r:void 0}}}function ch(e){let t=Ii();for(let n of e)switch(n.kind){case"registry":for(let o of n)t.add(o);break;case"file":t.addFile(n);break;default:t.add(n);break}return t}var uh=998,dh=999,hh=9999,fh=9,tn=10,en=11,mh=12,Ai=14,Gr=3,ph=2,Si=1,gh=0,Tr=1,xi=2,bh=3,yh=1,wh=2,kh=1,vh=2;var Vi=1002,Ti={998:{fieldPresence:1,enumType:2,repeatedFieldEncoding:2,utf8Validation:3,messageEncoding:1,jsonFormat:2,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},999:{fieldPresence:2,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},1e3:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},1001:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:1,defaultSymbolVisibility:2,enforceProtoLimits:1},1002:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:3,defaultSymbolVisibility:4,enforceProtoLimits:2}};function Ni(e,t){var n,o;let r={kind:"file",proto:e,deprecated:(o=(n=e.options)===null||n===void 0?void 0:n.deprecated)!==null&&o!==void 0?o:!1,edition:xh(e),name:e.name.replace(/\.proto$/,""),dependencies:Nh(e,t),enums:[],messages:[],extensions:[],services:[],toString(){return`file ${e.name}`}},a=new Map,s={get(i){return a.get(i)},add(i){var l;Ze(((l=i.proto.options)===null||l===void 0?void 0:l.mapEntry)===!0),a.set(i.typeName,i)}};for(let i of e.enumType)Zi(i,r,void 0,t);for(let i of e.messageType)Bi(i,r,void 0,t,s);for(let i of e.service)Eh(i,r,t);Zr(r,t);for(let i of a.values())Br(i,t,s);for(let i of r.messages)Br(i,t,s),Zr(i,t);t.addFile(r,!0)}function Zr(e,t){switch(e.kind){case"file":for(let n of e.proto.extension){let o=$r(n,e,t);e.extensions.push(o),t.add(o)}break;case"message":for(let n of e.proto.extension){let o=$r(n,e,t);e.nestedExtensions.push(o),t.add(o)}for(let n of e.nestedMessages)Zr(n,t);break}}function Br(e,t,n){let o=e.proto.oneofDecl.map(a=>Sh(a,e)),r=new Set;for(let a of e.proto.field){let s=Th(a,o),i=$r(a,e,t,s,n);e.fields.push(i),e.field[i.localName]=i,s===void 0?e.members.push(i):(s.fields.push(i),r.has(s)||(r.add(s),e.members.push(s)))}for(let a of o.filter(s=>r.has(s)))e.oneofs.push(a);for(let a of e.nestedMessages)Br(a,t,n)}function Zi(e,t,n,o){var r,a,s,i,l,u,h,f,g;let b=Rh(e.name,e.value),v={kind:"enum",proto:e,deprecated:(a=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&a!==void 0?a:!1,file:t,parent:n,open:!0,name:e.name,typeName:Kn(e,n,t),value:{},values:[],sharedPrefix:b,toString(){return`enum ${this.typeName}`}};v.open=Lh(v),o.add(v);for(let k of e.value){let A=k.name,S={kind:"enum_value",proto:k,deprecated:(i=(s=k.options)===null||s===void 0?void 0:s.deprecated)!==null&&i!==void 0?i:!1,parent:v,name:A,localName:St(b==null?A:A.substring(b.length)),number:k.number,jsonName:(l=Ih(k))!==null&&l!==void 0?l:A,toString(){return`enum value ${v.typeName}.${A}`}};v.values.push(S),(u=(f=v.value)[g=k.number])!==null&&u!==void 0||(f[g]=S)}((h=n?.nestedEnums)!==null&&h!==void 0?h:t.enums).push(v)}function Bi(e,t,n,o,r){var a,s,i,l;let u={kind:"message",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,file:t,parent:n,name:e.name,typeName:Kn(e,n,t),fields:[],field:{},oneofs:[],members:[],nestedEnums:[],nestedMessages:[],nestedExtensions:[],toString(){return`message ${this.typeName}`}};((i=e.options)===null||i===void 0?void 0:i.mapEntry)===!0?r.add(u):(((l=n?.nestedMessages)!==null&&l!==void 0?l:t.messages).push(u),o.add(u));for(let h of e.enumType)Zi(h,t,u,o);for(let h of e.nestedType)Bi(h,t,u,o,r)}function Eh(e,t,n){var o,r;let a={kind:"service",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,file:t,name:e.name,typeName:Kn(e,void 0,t),methods:[],method:{},toString(){return`service ${this.typeName}`}};t.services.push(a),n.add(a);for(let s of e.method){let i=Ah(s,a,n);a.methods.push(i),a.method[i.localName]=i}}function Ah(e,t,n){var o,r,a,s;let i;e.clientStreaming&&e.serverStreaming?i="bidi_streaming":e.clientStreaming?i="client_streaming":e.serverStreaming?i="server_streaming":i="unary";let l=n.getMessage(De(e.inputType)),u=n.getMessage(De(e.outputType));Ze(l,`invalid MethodDescriptorProto: input_type ${e.inputType} not found`),Ze(u,`invalid MethodDescriptorProto: output_type ${e.inputType} not found`);let h=e.name;return{kind:"rpc",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,parent:t,name:h,localName:St(h.length?St(h[0].toLowerCase()+h.substring(1)):h),methodKind:i,input:l,output:u,idempotency:(s=(a=e.options)===null||a===void 0?void 0:a.idempotencyLevel)!==null&&s!==void 0?s:gh,toString(){return`rpc ${t.typeName}.${h}`}}}function Sh(e,t){return{kind:"oneof",proto:e,deprecated:!1,parent:t,fields:[],name:e.name,localName:St(_e(e.name)),toString(){return`oneof ${t.typeName}.${this.name}`}}}function $r(e,t,n,o,r){var a,s,i;let l=r===void 0,u={kind:"field",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,name:e.name,number:e.number,scalar:void 0,message:void 0,enum:void 0,presence:Zh(e,o,l,t),utf8Validation:Gh(e,t),listKind:void 0,mapKind:void 0,mapKey:void 0,delimitedEncoding:void 0,packed:void 0,longAsString:!1,getDefaultValue:void 0},h;if(l){let v=t.kind=="file"?t:t.file,k=t.kind=="file"?void 0:t,A=Kn(e,k,v);u.kind="extension",u.file=v,u.parent=k,u.oneof=void 0,u.typeName=A,u.jsonName=`[${A}]`,h=()=>`extension ${A}`;let S=n.getMessage(De(e.extendee));Ze(S,`invalid FieldDescriptorProto: extendee ${e.extendee} not found`),u.extendee=S}else{let v=t;Ze(v.kind=="message"),u.parent=v,u.oneof=o,u.localName=o?_e(e.name):St(_e(e.name)),u.jsonName=e.jsonName,h=()=>`field ${v.typeName}.${e.name}`}Object.defineProperty(u,"toString",{value:h,writable:!0,enumerable:!0,configurable:!0});let f=e.label,g=e.type,b=(i=e.options)===null||i===void 0?void 0:i.jstype;if(f===Gr){let v=g==en?r?.get(De(e.typeName)):void 0;if(v){u.fieldKind="map";let{key:k,value:A}=$h(v);return u.mapKey=k.scalar,u.mapKind=A.fieldKind,u.message=A.message,u.delimitedEncoding=!1,u.enum=A.enum,u.scalar=A.scalar,u}switch(u.fieldKind="list",g){case en:case tn:u.listKind="message",u.message=n.getMessage(De(e.typeName)),Ze(u.message),u.delimitedEncoding=Ri(e,t);break;case Ai:u.listKind="enum",u.enum=n.getEnum(De(e.typeName)),Ze(u.enum);break;default:u.listKind="scalar",u.scalar=g,u.longAsString=b==Si;break}return u.packed=Bh(e,t),u}switch(g){case en:case tn:u.fieldKind="message",u.message=n.getMessage(De(e.typeName)),Ze(u.message,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),u.delimitedEncoding=Ri(e,t),u.getDefaultValue=()=>{};break;case Ai:{let v=n.getEnum(De(e.typeName));Ze(v!==void 0,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),u.fieldKind="enum",u.enum=n.getEnum(De(e.typeName)),u.getDefaultValue=()=>lt(e,"defaultValue")?vi(v,e.defaultValue):void 0;break}default:{u.fieldKind="scalar",u.scalar=g,u.longAsString=b==Si,u.getDefaultValue=()=>lt(e,"defaultValue")?Ei(g,e.defaultValue):void 0;break}}return u}function xh(e){switch(e.syntax){case"":case"proto2":return uh;case"proto3":return dh;case"editions":if(e.edition===hh)return Vi;if(e.edition in Ti)return e.edition;throw new Error(`${e.name}: unsupported edition`);default:throw new Error(`${e.name}: unsupported syntax "${e.syntax}"`)}}function Nh(e,t){return e.dependency.map(n=>{let o=t.getFile(n);if(!o)throw new Error(`Cannot find ${n}, imported by ${e.name}`);return o})}function Rh(e,t){let n=Vh(e)+"_";for(let o of t){if(!o.name.toLowerCase().startsWith(n))return;let r=o.name.substring(n.length);if(r.length==0||/^\d/.test(r))return}return n}function Ih(e){var t,n;let a;for(let s of(n=(t=e.options)===null||t===void 0?void 0:t.$unknown)!==null&&n!==void 0?n:[]){if(s.no!==998||s.wireType!==J.LengthDelimited)continue;let i=new Ce(new Ce(s.data).bytes());for(;i.pos<i.len;){let[l,u]=i.tag();l===1&&u===J.LengthDelimited?a=i.string():i.skip(u,l)}}return a}function Vh(e){return(e.substring(0,1)+e.substring(1).replace(/[A-Z]/g,t=>"_"+t)).toLowerCase()}function Kn(e,t,n){let o;return t?o=`${t.typeName}.${e.name}`:n.proto.package.length>0?o=`${n.proto.package}.${e.name}`:o=`${e.name}`,o}function De(e){return e.startsWith(".")?e.substring(1):e}function Th(e,t){if(!lt(e,"oneofIndex")||e.proto3Optional)return;let n=t[e.oneofIndex];return Ze(n,`invalid FieldDescriptorProto: oneof #${e.oneofIndex} for field #${e.number} not found`),n}function Zh(e,t,n,o){if(e.label==ph)return bh;if(e.label==Gr)return xi;if(t||e.proto3Optional||n)return Tr;let r=ut("fieldPresence",{proto:e,parent:o});return r==xi&&(e.type==en||e.type==tn)?Tr:r}function Bh(e,t){if(e.label!=Gr)return!1;switch(e.type){case fh:case mh:case tn:case en:return!1}let n=e.options;return n&&lt(n,"packed")?n.packed:yh==ut("repeatedFieldEncoding",{proto:e,parent:t})}function $h(e){let t=e.fields.find(o=>o.number===1),n=e.fields.find(o=>o.number===2);return Ze(t&&t.fieldKind=="scalar"&&t.scalar!=m.BYTES&&t.scalar!=m.FLOAT&&t.scalar!=m.DOUBLE&&n&&n.fieldKind!="list"&&n.fieldKind!="map"),{key:t,value:n}}function Lh(e){var t;return kh==ut("enumType",{proto:e.proto,parent:(t=e.parent)!==null&&t!==void 0?t:e.file})}function Ri(e,t){return e.type==tn?!0:wh==ut("messageEncoding",{proto:e,parent:t})}function Gh(e,t){return vh==ut("utf8Validation",{proto:e,parent:t})}function ut(e,t){var n,o;let r=(n=t.proto.options)===null||n===void 0?void 0:n.features;if(r){let a=r[e];if(a!=0)return a}if("kind"in t){if(t.kind=="message")return ut(e,(o=t.parent)!==null&&o!==void 0?o:t.file);let a=Ti[t.edition];if(!a)throw new Error(`feature default for edition ${t.edition} not found`);return a[e]}return ut(e,t.parent)}function Ze(e,t){if(!e)throw new Error(t)}function $i(e){let t=Mh(e);return t.messageType.forEach(qt),On(t,()=>{}).getFile(t.name)}function Mh(e){return Object.assign(Object.create({syntax:"",edition:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FileDescriptorProto",dependency:[],publicDependency:[],weakDependency:[],optionDependency:[],service:[],extension:[]},e),{messageType:e.messageType.map(Li),enumType:e.enumType.map(Gi)}))}function Li(e){var t,n,o,r,a,s,i,l;return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.DescriptorProto",name:e.name,field:(n=(t=e.field)===null||t===void 0?void 0:t.map(Ch))!==null&&n!==void 0?n:[],extension:[],nestedType:(r=(o=e.nestedType)===null||o===void 0?void 0:o.map(Li))!==null&&r!==void 0?r:[],enumType:(s=(a=e.enumType)===null||a===void 0?void 0:a.map(Gi))!==null&&s!==void 0?s:[],extensionRange:(l=(i=e.extensionRange)===null||i===void 0?void 0:i.map(h=>Object.assign({$typeName:"google.protobuf.DescriptorProto.ExtensionRange"},h)))!==null&&l!==void 0?l:[],oneofDecl:[],reservedRange:[],reservedName:[]})}function Ch(e){return Object.assign(Object.create({label:1,typeName:"",extendee:"",defaultValue:"",oneofIndex:0,jsonName:"",proto3Optional:!1}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldDescriptorProto"},e),{options:e.options?Uh(e.options):void 0}))}function Uh(e){var t,n,o;return Object.assign(Object.create({ctype:0,packed:!1,jstype:0,lazy:!1,unverifiedLazy:!1,deprecated:!1,weak:!1,debugRedact:!1,retention:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldOptions"},e),{targets:(t=e.targets)!==null&&t!==void 0?t:[],editionDefaults:(o=(n=e.editionDefaults)===null||n===void 0?void 0:n.map(a=>Object.assign({$typeName:"google.protobuf.FieldOptions.EditionDefault"},a)))!==null&&o!==void 0?o:[],uninterpretedOption:[]}))}function Gi(e){return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.EnumDescriptorProto",name:e.name,reservedName:[],reservedRange:[],value:e.value.map(n=>Object.assign({$typeName:"google.protobuf.EnumValueDescriptorProto"},n))})}function z(e,t,...n){return n.reduce((o,r)=>o.nestedMessages[r],e.messages[t])}function se(e,t,...n){if(n.length==0)return e.enums[t];let o=n.pop();return n.reduce((r,a)=>r.nestedMessages[a],e.messages[t]).nestedEnums[o]}function ie(e){let t={};for(let n of e.values)t[n.localName]=n.number,t[n.number]=n.localName;return t}var Fh=$i({name:"google/protobuf/descriptor.proto",package:"google.protobuf",messageType:[{name:"FileDescriptorSet",field:[{name:"file",number:1,type:11,label:3,typeName:".google.protobuf.FileDescriptorProto"}],extensionRange:[{start:536e6,end:536000001}]},{name:"FileDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"package",number:2,type:9,label:1},{name:"dependency",number:3,type:9,label:3},{name:"public_dependency",number:10,type:5,label:3},{name:"weak_dependency",number:11,type:5,label:3},{name:"option_dependency",number:15,type:9,label:3},{name:"message_type",number:4,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:5,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"service",number:6,type:11,label:3,typeName:".google.protobuf.ServiceDescriptorProto"},{name:"extension",number:7,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FileOptions"},{name:"source_code_info",number:9,type:11,label:1,typeName:".google.protobuf.SourceCodeInfo"},{name:"syntax",number:12,type:9,label:1},{name:"edition",number:14,type:14,label:1,typeName:".google.protobuf.Edition"}]},{name:"DescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"field",number:2,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"extension",number:6,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"nested_type",number:3,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"extension_range",number:5,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ExtensionRange"},{name:"oneof_decl",number:8,type:11,label:3,typeName:".google.protobuf.OneofDescriptorProto"},{name:"options",number:7,type:11,label:1,typeName:".google.protobuf.MessageOptions"},{name:"reserved_range",number:9,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ReservedRange"},{name:"reserved_name",number:10,type:9,label:3},{name:"visibility",number:11,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"ExtensionRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ExtensionRangeOptions"}]},{name:"ReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"ExtensionRangeOptions",field:[{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"},{name:"declaration",number:2,type:11,label:3,typeName:".google.protobuf.ExtensionRangeOptions.Declaration",options:{retention:2}},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"verification",number:3,type:14,label:1,typeName:".google.protobuf.ExtensionRangeOptions.VerificationState",defaultValue:"UNVERIFIED",options:{retention:2}}],nestedType:[{name:"Declaration",field:[{name:"number",number:1,type:5,label:1},{name:"full_name",number:2,type:9,label:1},{name:"type",number:3,type:9,label:1},{name:"reserved",number:5,type:8,label:1},{name:"repeated",number:6,type:8,label:1}]}],enumType:[{name:"VerificationState",value:[{name:"DECLARATION",number:0},{name:"UNVERIFIED",number:1}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"FieldDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:3,type:5,label:1},{name:"label",number:4,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Label"},{name:"type",number:5,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Type"},{name:"type_name",number:6,type:9,label:1},{name:"extendee",number:2,type:9,label:1},{name:"default_value",number:7,type:9,label:1},{name:"oneof_index",number:9,type:5,label:1},{name:"json_name",number:10,type:9,label:1},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FieldOptions"},{name:"proto3_optional",number:17,type:8,label:1}],enumType:[{name:"Type",value:[{name:"TYPE_DOUBLE",number:1},{name:"TYPE_FLOAT",number:2},{name:"TYPE_INT64",number:3},{name:"TYPE_UINT64",number:4},{name:"TYPE_INT32",number:5},{name:"TYPE_FIXED64",number:6},{name:"TYPE_FIXED32",number:7},{name:"TYPE_BOOL",number:8},{name:"TYPE_STRING",number:9},{name:"TYPE_GROUP",number:10},{name:"TYPE_MESSAGE",number:11},{name:"TYPE_BYTES",number:12},{name:"TYPE_UINT32",number:13},{name:"TYPE_ENUM",number:14},{name:"TYPE_SFIXED32",number:15},{name:"TYPE_SFIXED64",number:16},{name:"TYPE_SINT32",number:17},{name:"TYPE_SINT64",number:18}]},{name:"Label",value:[{name:"LABEL_OPTIONAL",number:1},{name:"LABEL_REPEATED",number:3},{name:"LABEL_REQUIRED",number:2}]}]},{name:"OneofDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"options",number:2,type:11,label:1,typeName:".google.protobuf.OneofOptions"}]},{name:"EnumDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"value",number:2,type:11,label:3,typeName:".google.protobuf.EnumValueDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumOptions"},{name:"reserved_range",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto.EnumReservedRange"},{name:"reserved_name",number:5,type:9,label:3},{name:"visibility",number:6,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"EnumReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"EnumValueDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumValueOptions"}]},{name:"ServiceDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"method",number:2,type:11,label:3,typeName:".google.protobuf.MethodDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ServiceOptions"}]},{name:"MethodDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"input_type",number:2,type:9,label:1},{name:"output_type",number:3,type:9,label:1},{name:"options",number:4,type:11,label:1,typeName:".google.protobuf.MethodOptions"},{name:"client_streaming",number:5,type:8,label:1,defaultValue:"false"},{name:"server_streaming",number:6,type:8,label:1,defaultValue:"false"}]},{name:"FileOptions",field:[{name:"java_package",number:1,type:9,label:1},{name:"java_outer_classname",number:8,type:9,label:1},{name:"java_multiple_files",number:10,type:8,label:1,defaultValue:"false",options:{}},{name:"java_generate_equals_and_hash",number:20,type:8,label:1,options:{deprecated:!0}},{name:"java_string_check_utf8",number:27,type:8,label:1,defaultValue:"false"},{name:"optimize_for",number:9,type:14,label:1,typeName:".google.protobuf.FileOptions.OptimizeMode",defaultValue:"SPEED"},{name:"go_package",number:11,type:9,label:1},{name:"cc_generic_services",number:16,type:8,label:1,defaultValue:"false"},{name:"java_generic_services",number:17,type:8,label:1,defaultValue:"false"},{name:"py_generic_services",number:18,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:23,type:8,label:1,defaultValue:"false"},{name:"cc_enable_arenas",number:31,type:8,label:1,defaultValue:"true",options:{}},{name:"objc_class_prefix",number:36,type:9,label:1},{name:"csharp_namespace",number:37,type:9,label:1},{name:"swift_prefix",number:39,type:9,label:1},{name:"php_class_prefix",number:40,type:9,label:1},{name:"php_namespace",number:41,type:9,label:1},{name:"php_metadata_namespace",number:44,type:9,label:1},{name:"ruby_package",number:45,type:9,label:1},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"OptimizeMode",value:[{name:"SPEED",number:1},{name:"CODE_SIZE",number:2},{name:"LITE_RUNTIME",number:3}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"MessageOptions",field:[{name:"message_set_wire_format",number:1,type:8,label:1,defaultValue:"false"},{name:"no_standard_descriptor_accessor",number:2,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"map_entry",number:7,type:8,label:1},{name:"deprecated_legacy_json_field_conflicts",number:11,type:8,label:1,options:{deprecated:!0}},{name:"features",number:12,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"FieldOptions",field:[{name:"ctype",number:1,type:14,label:1,typeName:".google.protobuf.FieldOptions.CType",defaultValue:"STRING"},{name:"packed",number:2,type:8,label:1},{name:"jstype",number:6,type:14,label:1,typeName:".google.protobuf.FieldOptions.JSType",defaultValue:"JS_NORMAL"},{name:"lazy",number:5,type:8,label:1,defaultValue:"false"},{name:"unverified_lazy",number:15,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"weak",number:10,type:8,label:1,defaultValue:"false",options:{deprecated:!0}},{name:"debug_redact",number:16,type:8,label:1,defaultValue:"false"},{name:"retention",number:17,type:14,label:1,typeName:".google.protobuf.FieldOptions.OptionRetention"},{name:"targets",number:19,type:14,label:3,typeName:".google.protobuf.FieldOptions.OptionTargetType"},{name:"edition_defaults",number:20,type:11,label:3,typeName:".google.protobuf.FieldOptions.EditionDefault"},{name:"features",number:21,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"feature_support",number:22,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],nestedType:[{name:"EditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"value",number:2,type:9,label:1}]},{name:"FeatureSupport",field:[{name:"edition_introduced",number:1,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"edition_deprecated",number:2,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"deprecation_warning",number:3,type:9,label:1},{name:"edition_removed",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"removal_error",number:5,type:9,label:1}]}],enumType:[{name:"CType",value:[{name:"STRING",number:0},{name:"CORD",number:1},{name:"STRING_PIECE",number:2}]},{name:"JSType",value:[{name:"JS_NORMAL",number:0},{name:"JS_STRING",number:1},{name:"JS_NUMBER",number:2}]},{name:"OptionRetention",value:[{name:"RETENTION_UNKNOWN",number:0},{name:"RETENTION_RUNTIME",number:1},{name:"RETENTION_SOURCE",number:2}]},{name:"OptionTargetType",value:[{name:"TARGET_TYPE_UNKNOWN",number:0},{name:"TARGET_TYPE_FILE",number:1},{name:"TARGET_TYPE_EXTENSION_RANGE",number:2},{name:"TARGET_TYPE_MESSAGE",number:3},{name:"TARGET_TYPE_FIELD",number:4},{name:"TARGET_TYPE_ONEOF",number:5},{name:"TARGET_TYPE_ENUM",number:6},{name:"TARGET_TYPE_ENUM_ENTRY",number:7},{name:"TARGET_TYPE_SERVICE",number:8},{name:"TARGET_TYPE_METHOD",number:9}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"OneofOptions",field:[{name:"features",number:1,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"EnumOptions",field:[{name:"allow_alias",number:2,type:8,label:1},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"deprecated_legacy_json_field_conflicts",number:6,type:8,label:1,options:{deprecated:!0}},{name:"features",number:7,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"EnumValueOptions",field:[{name:"deprecated",number:1,type:8,label:1,defaultValue:"false"},{name:"features",number:2,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"debug_redact",number:3,type:8,label:1,defaultValue:"false"},{name:"feature_support",number:4,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"ServiceOptions",field:[{name:"features",number:34,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"MethodOptions",field:[{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"idempotency_level",number:34,type:14,label:1,typeName:".google.protobuf.MethodOptions.IdempotencyLevel",defaultValue:"IDEMPOTENCY_UNKNOWN"},{name:"features",number:35,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"IdempotencyLevel",value:[{name:"IDEMPOTENCY_UNKNOWN",number:0},{name:"NO_SIDE_EFFECTS",number:1},{name:"IDEMPOTENT",number:2}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"UninterpretedOption",field:[{name:"name",number:2,type:11,label:3,typeName:".google.protobuf.UninterpretedOption.NamePart"},{name:"identifier_value",number:3,type:9,label:1},{name:"positive_int_value",number:4,type:4,label:1},{name:"negative_int_value",number:5,type:3,label:1},{name:"double_value",number:6,type:1,label:1},{name:"string_value",number:7,type:12,label:1},{name:"aggregate_value",number:8,type:9,label:1}],nestedType:[{name:"NamePart",field:[{name:"name_part",number:1,type:9,label:2},{name:"is_extension",number:2,type:8,label:2}]}]},{name:"FeatureSet",field:[{name:"field_presence",number:1,type:14,label:1,typeName:".google.protobuf.FeatureSet.FieldPresence",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPLICIT",edition:900},{value:"IMPLICIT",edition:999},{value:"EXPLICIT",edition:1e3}]}},{name:"enum_type",number:2,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnumType",options:{retention:1,targets:[6,1],editionDefaults:[{value:"CLOSED",edition:900},{value:"OPEN",edition:999}]}},{name:"repeated_field_encoding",number:3,type:14,label:1,typeName:".google.protobuf.FeatureSet.RepeatedFieldEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPANDED",edition:900},{value:"PACKED",edition:999}]}},{name:"utf8_validation",number:4,type:14,label:1,typeName:".google.protobuf.FeatureSet.Utf8Validation",options:{retention:1,targets:[4,1],editionDefaults:[{value:"NONE",edition:900},{value:"VERIFY",edition:999}]}},{name:"message_encoding",number:5,type:14,label:1,typeName:".google.protobuf.FeatureSet.MessageEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"LENGTH_PREFIXED",edition:900}]}},{name:"json_format",number:6,type:14,label:1,typeName:".google.protobuf.FeatureSet.JsonFormat",options:{retention:1,targets:[3,6,1],editionDefaults:[{value:"LEGACY_BEST_EFFORT",edition:900},{value:"ALLOW",edition:999}]}},{name:"enforce_naming_style",number:7,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnforceNamingStyle",options:{retention:2,targets:[1,2,3,4,5,6,7,8,9],editionDefaults:[{value:"STYLE_LEGACY",edition:900},{value:"STYLE2024",edition:1001},{value:"STYLE2026",edition:1002}]}},{name:"default_symbol_visibility",number:8,type:14,label:1,typeName:".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility",options:{retention:2,targets:[1],editionDefaults:[{value:"EXPORT_ALL",edition:900},{value:"EXPORT_TOP_LEVEL",edition:1001},{value:"STRICT",edition:1002}]}},{name:"enforce_proto_limits",number:9,type:14,label:1,typeName:".google.protobuf.FeatureSet.ProtoLimitsFeature.EnforceProtoLimits",options:{retention:2,targets:[6,3,4,5],editionDefaults:[{value:"LEGACY_NO_EXPLICIT_LIMITS",edition:900},{value:"PROTO_LIMITS2026",edition:1002}]}}],nestedType:[{name:"VisibilityFeature",enumType:[{name:"DefaultSymbolVisibility",value:[{name:"DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",number:0},{name:"EXPORT_ALL",number:1},{name:"EXPORT_TOP_LEVEL",number:2},{name:"LOCAL_ALL",number:3},{name:"STRICT",number:4}]}]},{name:"ProtoLimitsFeature",enumType:[{name:"EnforceProtoLimits",value:[{name:"PROTO_LIMITS_UNKNOWN",number:0},{name:"LEGACY_NO_EXPLICIT_LIMITS",number:1},{name:"PROTO_LIMITS2026",number:2}]}]}],enumType:[{name:"FieldPresence",value:[{name:"FIELD_PRESENCE_UNKNOWN",number:0},{name:"EXPLICIT",number:1},{name:"IMPLICIT",number:2},{name:"LEGACY_REQUIRED",number:3}]},{name:"EnumType",value:[{name:"ENUM_TYPE_UNKNOWN",number:0},{name:"OPEN",number:1},{name:"CLOSED",number:2}]},{name:"RepeatedFieldEncoding",value:[{name:"REPEATED_FIELD_ENCODING_UNKNOWN",number:0},{name:"PACKED",number:1},{name:"EXPANDED",number:2}]},{name:"Utf8Validation",value:[{name:"UTF8_VALIDATION_UNKNOWN",number:0},{name:"VERIFY",number:2},{name:"NONE",number:3}]},{name:"MessageEncoding",value:[{name:"MESSAGE_ENCODING_UNKNOWN",number:0},{name:"LENGTH_PREFIXED",number:1},{name:"DELIMITED",number:2}]},{name:"JsonFormat",value:[{name:"JSON_FORMAT_UNKNOWN",number:0},{name:"ALLOW",number:1},{name:"LEGACY_BEST_EFFORT",number:2}]},{name:"EnforceNamingStyle",value:[{name:"ENFORCE_NAMING_STYLE_UNKNOWN",number:0},{name:"STYLE2024",number:1},{name:"STYLE_LEGACY",number:2},{name:"STYLE2026",number:3}]}],extensionRange:[{start:1e3,end:9995},{start:9995,end:1e4},{start:1e4,end:10001}]},{name:"FeatureSetDefaults",field:[{name:"defaults",number:1,type:11,label:3,typeName:".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault"},{name:"minimum_edition",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"maximum_edition",number:5,type:14,label:1,typeName:".google.protobuf.Edition"}],nestedType:[{name:"FeatureSetEditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"overridable_features",number:4,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"fixed_features",number:5,type:11,label:1,typeName:".google.protobuf.FeatureSet"}]}]},{name:"SourceCodeInfo",field:[{name:"location",number:1,type:11,label:3,typeName:".google.protobuf.SourceCodeInfo.Location"}],nestedType:[{name:"Location",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"span",number:2,type:5,label:3,options:{packed:!0}},{name:"leading_comments",number:3,type:9,label:1},{name:"trailing_comments",number:4,type:9,label:1},{name:"leading_detached_comments",number:6,type:9,label:3}]}],extensionRange:[{start:536e6,end:536000001}]},{name:"GeneratedCodeInfo",field:[{name:"annotation",number:1,type:11,label:3,typeName:".google.protobuf.GeneratedCodeInfo.Annotation"}],nestedType:[{name:"Annotation",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"source_file",number:2,type:9,label:1},{name:"begin",number:3,type:5,label:1},{name:"end",number:4,type:5,label:1},{name:"semantic",number:5,type:14,label:1,typeName:".google.protobuf.GeneratedCodeInfo.Annotation.Semantic"}],enumType:[{name:"Semantic",value:[{name:"NONE",number:0},{name:"SET",number:1},{name:"ALIAS",number:2}]}]}]}],enumType:[{name:"Edition",value:[{name:"EDITION_UNKNOWN",number:0},{name:"EDITION_LEGACY",number:900},{name:"EDITION_PROTO2",number:998},{name:"EDITION_PROTO3",number:999},{name:"EDITION_2023",number:1e3},{name:"EDITION_2024",number:1001},{name:"EDITION_2026",number:1002},{name:"EDITION_UNSTABLE",number:9999},{name:"EDITION_1_TEST_ONLY",number:1},{name:"EDITION_2_TEST_ONLY",number:2},{name:"EDITION_99997_TEST_ONLY",number:99997},{name:"EDITION_99998_TEST_ONLY",number:99998},{name:"EDITION_99999_TEST_ONLY",number:99999},{name:"EDITION_MAX",number:2147483647}]},{name:"SymbolVisibility",value:[{name:"VISIBILITY_UNSET",number:0},{name:"VISIBILITY_LOCAL",number:1},{name:"VISIBILITY_EXPORT",number:2}]}]});var nl=z(Fh,1);var Mi;(function(e){e[e.DECLARATION=0]="DECLARATION",e[e.UNVERIFIED=1]="UNVERIFIED"})(Mi||(Mi={}));var Ci;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.GROUP=10]="GROUP",e[e.MESSAGE=11]="MESSAGE",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.ENUM=14]="ENUM",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(Ci||(Ci={}));var Ui;(function(e){e[e.OPTIONAL=1]="OPTIONAL",e[e.REPEATED=3]="REPEATED",e[e.REQUIRED=2]="REQUIRED"})(Ui||(Ui={}));var Fi;(function(e){e[e.SPEED=1]="SPEED",e[e.CODE_SIZE=2]="CODE_SIZE",e[e.LITE_RUNTIME=3]="LITE_RUNTIME"})(Fi||(Fi={}));var Wi;(function(e){e[e.STRING=0]="STRING",e[e.CORD=1]="CORD",e[e.STRING_PIECE=2]="STRING_PIECE"})(Wi||(Wi={}));var Yi;(function(e){e[e.JS_NORMAL=0]="JS_NORMAL",e[e.JS_STRING=1]="JS_STRING",e[e.JS_NUMBER=2]="JS_NUMBER"})(Yi||(Yi={}));var Xi;(function(e){e[e.RETENTION_UNKNOWN=0]="RETENTION_UNKNOWN",e[e.RETENTION_RUNTIME=1]="RETENTION_RUNTIME",e[e.RETENTION_SOURCE=2]="RETENTION_SOURCE"})(Xi||(Xi={}));var _i;(function(e){e[e.TARGET_TYPE_UNKNOWN=0]="TARGET_TYPE_UNKNOWN",e[e.TARGET_TYPE_FILE=1]="TARGET_TYPE_FILE",e[e.TARGET_TYPE_EXTENSION_RANGE=2]="TARGET_TYPE_EXTENSION_RANGE",e[e.TARGET_TYPE_MESSAGE=3]="TARGET_TYPE_MESSAGE",e[e.TARGET_TYPE_FIELD=4]="TARGET_TYPE_FIELD",e[e.TARGET_TYPE_ONEOF=5]="TARGET_TYPE_ONEOF",e[e.TARGET_TYPE_ENUM=6]="TARGET_TYPE_ENUM",e[e.TARGET_TYPE_ENUM_ENTRY=7]="TARGET_TYPE_ENUM_ENTRY",e[e.TARGET_TYPE_SERVICE=8]="TARGET_TYPE_SERVICE",e[e.TARGET_TYPE_METHOD=9]="TARGET_TYPE_METHOD"})(_i||(_i={}));var Jn;(function(e){e[e.IDEMPOTENCY_UNKNOWN=0]="IDEMPOTENCY_UNKNOWN",e[e.NO_SIDE_EFFECTS=1]="NO_SIDE_EFFECTS",e[e.IDEMPOTENT=2]="IDEMPOTENT"})(Jn||(Jn={}));var Di;(function(e){e[e.DEFAULT_SYMBOL_VISIBILITY_UNKNOWN=0]="DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",e[e.EXPORT_ALL=1]="EXPORT_ALL",e[e.EXPORT_TOP_LEVEL=2]="EXPORT_TOP_LEVEL",e[e.LOCAL_ALL=3]="LOCAL_ALL",e[e.STRICT=4]="STRICT"})(Di||(Di={}));var Oi;(function(e){e[e.PROTO_LIMITS_UNKNOWN=0]="PROTO_LIMITS_UNKNOWN",e[e.LEGACY_NO_EXPLICIT_LIMITS=1]="LEGACY_NO_EXPLICIT_LIMITS",e[e.PROTO_LIMITS2026=2]="PROTO_LIMITS2026"})(Oi||(Oi={}));var Ki;(function(e){e[e.FIELD_PRESENCE_UNKNOWN=0]="FIELD_PRESENCE_UNKNOWN",e[e.EXPLICIT=1]="EXPLICIT",e[e.IMPLICIT=2]="IMPLICIT",e[e.LEGACY_REQUIRED=3]="LEGACY_REQUIRED"})(Ki||(Ki={}));var Ji;(function(e){e[e.ENUM_TYPE_UNKNOWN=0]="ENUM_TYPE_UNKNOWN",e[e.OPEN=1]="OPEN",e[e.CLOSED=2]="CLOSED"})(Ji||(Ji={}));var ji;(function(e){e[e.REPEATED_FIELD_ENCODING_UNKNOWN=0]="REPEATED_FIELD_ENCODING_UNKNOWN",e[e.PACKED=1]="PACKED",e[e.EXPANDED=2]="EXPANDED"})(ji||(ji={}));var Qi;(function(e){e[e.UTF8_VALIDATION_UNKNOWN=0]="UTF8_VALIDATION_UNKNOWN",e[e.VERIFY=2]="VERIFY",e[e.NONE=3]="NONE"})(Qi||(Qi={}));var Pi;(function(e){e[e.MESSAGE_ENCODING_UNKNOWN=0]="MESSAGE_ENCODING_UNKNOWN",e[e.LENGTH_PREFIXED=1]="LENGTH_PREFIXED",e[e.DELIMITED=2]="DELIMITED"})(Pi||(Pi={}));var zi;(function(e){e[e.JSON_FORMAT_UNKNOWN=0]="JSON_FORMAT_UNKNOWN",e[e.ALLOW=1]="ALLOW",e[e.LEGACY_BEST_EFFORT=2]="LEGACY_BEST_EFFORT"})(zi||(zi={}));var Hi;(function(e){e[e.ENFORCE_NAMING_STYLE_UNKNOWN=0]="ENFORCE_NAMING_STYLE_UNKNOWN",e[e.STYLE2024=1]="STYLE2024",e[e.STYLE_LEGACY=2]="STYLE_LEGACY",e[e.STYLE2026=3]="STYLE2026"})(Hi||(Hi={}));var qi;(function(e){e[e.NONE=0]="NONE",e[e.SET=1]="SET",e[e.ALIAS=2]="ALIAS"})(qi||(qi={}));var el;(function(e){e[e.EDITION_UNKNOWN=0]="EDITION_UNKNOWN",e[e.EDITION_LEGACY=900]="EDITION_LEGACY",e[e.EDITION_PROTO2=998]="EDITION_PROTO2",e[e.EDITION_PROTO3=999]="EDITION_PROTO3",e[e.EDITION_2023=1e3]="EDITION_2023",e[e.EDITION_2024=1001]="EDITION_2024",e[e.EDITION_2026=1002]="EDITION_2026",e[e.EDITION_UNSTABLE=9999]="EDITION_UNSTABLE",e[e.EDITION_1_TEST_ONLY=1]="EDITION_1_TEST_ONLY",e[e.EDITION_2_TEST_ONLY=2]="EDITION_2_TEST_ONLY",e[e.EDITION_99997_TEST_ONLY=99997]="EDITION_99997_TEST_ONLY",e[e.EDITION_99998_TEST_ONLY=99998]="EDITION_99998_TEST_ONLY",e[e.EDITION_99999_TEST_ONLY=99999]="EDITION_99999_TEST_ONLY",e[e.EDITION_MAX=2147483647]="EDITION_MAX"})(el||(el={}));var tl;(function(e){e[e.VISIBILITY_UNSET=0]="VISIBILITY_UNSET",e[e.VISIBILITY_LOCAL=1]="VISIBILITY_LOCAL",e[e.VISIBILITY_EXPORT=2]="VISIBILITY_EXPORT"})(tl||(tl={}));function Mr(e){return Object.assign(Object.assign({readUnknownFields:!0,recursionLimit:100},e),{depth:0})}function Oe(e,t,n){let o=O(e);return Cr(e).read(o,new Ce(t),Mr(n),t.byteLength),o}var ol=new WeakMap;function Cr(e){let t=ol.get(e);return t===void 0&&(t=Wh(e)),t}function Wh(e){let t=String(e),n=new Map,o={read:Yh(t,n),readGroup:Xh(t,n)};ol.set(e,o);for(let r of e.fields)n.set(r.number,al(r));return o}function Yh(e,t){return(n,o,r,a)=>{var s;if(++r.depth>r.recursionLimit)throw new Error(`cannot decode ${e} from binary: maximum recursion depth of ${r.recursionLimit} reached`);let i=o.pos+a,l=(s=n.$unknown)!==null&&s!==void 0?s:[];for(;o.pos<i;){let[u,h]=o.tag(),f=t.get(u);if(f===void 0){let g=o.skip(h,u,r.recursionLimit-r.depth);r.readUnknownFields&&l.push({no:u,wireType:h,data:g});continue}f(n,o,r,h)}l.length>0&&(n.$unknown=l),r.depth--}}function Xh(e,t){return(n,o,r,a)=>{var s;if(++r.depth>r.recursionLimit)throw new Error(`cannot decode ${e} from binary: maximum recursion depth of ${r.recursionLimit} reached`);let i,l,u=(s=n.$unknown)!==null&&s!==void 0?s:[];for(;o.pos<o.len&&([i,l]=o.tag(),l!=J.EndGroup);){let h=t.get(i);if(h===void 0){let f=o.skip(l,i,r.recursionLimit-r.depth);r.readUnknownFields&&u.push({no:i,wireType:l,data:f});continue}h(n,o,r,l)}if(l!=J.EndGroup||i!==a)throw new Error("invalid end group tag");u.length>0&&(n.$unknown=u),r.depth--}}function rl(e,t,n,o,r){al(n)(e[ae],t,r,o)}function al(e){switch(e.fieldKind){case"scalar":return _h(e);case"enum":return Dh(e);case"message":return Oh(e);case"list":return Kh(e);case"map":return Jh(e)}}function _h(e){let t=jn(e.scalar,e.utf8Validation,e.longAsString),n=e.localName;if(e.oneof){let o=e.oneof.localName;return(r,a)=>{r[o]={case:n,value:t(a)}}}return(o,r)=>{o[n]=t(r)}}function Dh(e){var t;let n=e.localName,o=(t=e.oneof)===null||t===void 0?void 0:t.localName;if(e.enum.open)return o!==void 0?(s,i)=>{s[o]={case:n,value:i.int32()}}:(s,i)=>{s[n]=i.int32()};let r=e.enum.values,a=e.number;return(s,i,l,u)=>{var h;let f=i.int32();if(r.some(g=>g.number===f))o!==void 0?s[o]={case:n,value:f}:s[n]=f;else if(l.readUnknownFields){let g=[];Ms(f,g);let b=(h=s.$unknown)!==null&&h!==void 0?h:[];b.push({no:a,wireType:u,data:new Uint8Array(g)}),s.$unknown=b}}}function Oh(e){let t=e.localName,{toMessage:n,toLocal:o}=pe(e),r=sl(e);if(e.oneof){let a=e.oneof.localName;return(s,i,l)=>{let u=s[a],h=n(u.case===t?u.value:void 0);r(h,i,l),s[a]={case:t,value:o(h)}}}return(a,s,i)=>{let l=n(a[t]);r(l,s,i),a[t]=o(l)}}function sl(e){let t=Cr(e.message);if(e.delimitedEncoding){let n=e.number;return(o,r,a)=>t.readGroup(o,r,a,n)}return(n,o,r)=>t.read(n,o,r,o.uint32())}function Kh(e){let t=e.localName;if(e.listKind=="message"){let{toMessage:s,toLocal:i}=pe(e),l=sl(e);return(u,h,f)=>{let g=s(void 0);l(g,h,f),u[t].push(i(g))}}let n=e.listKind=="enum"?m.INT32:e.scalar,o=e.listKind=="scalar"?e.longAsString:!1,r=jn(n,e.utf8Validation,o),a=n!=m.STRING&&n!=m.BYTES;return(s,i,l,u)=>{let h=s[t];if(u==J.LengthDelimited&&a){let f=i.uint32()+i.pos;for(;i.pos<f;)h.push(r(i))}else h.push(r(i))}}function Jh(e){let t=e.localName,n=jn(e.mapKey,e.utf8Validation,!1),o=de(e.mapKey,!1),r,a;switch(e.mapKind){case"scalar":{let s=e.scalar,i=jn(s,e.utf8Validation,!1);if(r=l=>i(l),s==m.BYTES)a=()=>new Uint8Array(0);else{let l=de(s,!1);a=()=>l}break}case"enum":{let s=e.enum.values[0].number;r=i=>i.int32(),a=()=>s;break}case"message":{let{toMessage:s,toLocal:i}=pe(e),l=Cr(e.message).read;r=(u,h,f)=>{let g=s(f);return l(g,u,h,u.uint32()),i(g)},a=()=>i(s(void 0));break}}return(s,i,l)=>{let u=s[t],h,f,g=i.uint32(),b=i.pos+g;for(;i.pos<b;){let[v,k]=i.tag();switch(v){case 1:h=n(i);break;case 2:f=r(i,l,f);break;default:i.skip(k,v,l.recursionLimit-l.depth)}}h===void 0&&(h=o),f===void 0&&(f=a()),ue(u,h,f)}}function jn(e,t,n){switch(e){case m.STRING:return o=>o.string(t);case m.BOOL:return o=>o.bool();case m.DOUBLE:return o=>o.double();case m.FLOAT:return o=>o.float();case m.INT32:return o=>o.int32();case m.INT64:return n?o=>String(o.int64()):o=>o.int64();case m.UINT64:return n?o=>String(o.uint64()):o=>o.uint64();case m.FIXED64:return n?o=>String(o.fixed64()):o=>o.fixed64();case m.BYTES:return o=>o.bytes();case m.FIXED32:return o=>o.fixed32();case m.SFIXED32:return o=>o.sfixed32();case m.SFIXED64:return n?o=>String(o.sfixed64()):o=>o.sfixed64();case m.SINT64:return n?o=>String(o.sint64()):o=>o.sint64();case m.UINT32:return o=>o.uint32();case m.SINT32:return o=>o.sint32()}}function ne(e,t){var n;let o=Oe(nl,At(e));return o.messageType.forEach(qt),o.dependency=(n=t?.map(a=>a.proto.name))!==null&&n!==void 0?n:[],On(o,a=>t?.find(s=>s.proto.name===a)).getFile(o.name)}var il=ne("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");function ll(e){return new Date(Ur(e))}function Ur(e){return Number(e.seconds)*1e3+Math.round(e.nanos/1e6)}var Qn=ne("Ch5nb29nbGUvcHJvdG9idWYvZHVyYXRpb24ucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIqCghEdXJhdGlvbhIPCgdzZWNvbmRzGAEgASgDEg0KBW5hbm9zGAIgASgFQoMBChNjb20uZ29vZ2xlLnByb3RvYnVmQg1EdXJhdGlvblByb3RvUAFaMWdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2R1cmF0aW9ucGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");var Fr=ne("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),cl=z(Fr,0);var jh=2,Qh=3,ul={writeUnknownFields:!0};function Ph(e){return e?Object.assign(Object.assign({},ul),e):ul}function nn(e,t,n){let o=new vt;return Wr(e)(o,Ph(n),t),o.finish()}var dl=new WeakMap;function Wr(e){let t=dl.get(e);return t===void 0&&(t=zh(e)),t}function zh(e){let t=e.typeName,n=e.fields.concat().sort((s,i)=>s.number-i.number),o=n[0],r=[],a=(s,i,l)=>{if(l.$typeName!==t&&o!==void 0)throw new Y(o,`cannot use ${o} with message ${l.$typeName}`,"ForeignFieldError");for(let h=0;h<r.length;h++)r[h](s,i,l);let u=l.$unknown;if(u!==void 0&&i.writeUnknownFields)for(let h=0;h<u.length;h++){let{no:f,wireType:g,data:b}=u[h];s.tag(f,g).raw(b)}};dl.set(e,a);for(let s of n)r.push(hl(s));return a}function hl(e){switch(e.fieldKind){case"message":case"scalar":case"enum":return Hh(e);case"list":return ef(e);case"map":return tf(e)}}function Hh(e){let t=qh(e),n=e.localName;if(e.oneof){let o=e.oneof.localName;return(r,a,s)=>{let i=s[o];i.case===n&&t(r,a,i.value)}}if(e.presence!=jh){let o=e.presence==Qh?`cannot encode ${e} to binary: required field not set`:void 0;return(r,a,s)=>{let i=s[n];if(i!==void 0&&Object.prototype.hasOwnProperty.call(s,n))t(r,a,i);else if(o!==void 0)throw new Error(o)}}if(e.fieldKind=="enum"){let o=e.enum.values[0].number;return(r,a,s)=>{let i=s[n];i!==o&&t(r,a,i)}}switch(e.scalar){case m.BOOL:return(o,r,a)=>{let s=a[n];s!==!1&&t(o,r,s)};case m.STRING:return(o,r,a)=>{let s=a[n];s!==""&&t(o,r,s)};case m.BYTES:return(o,r,a)=>{let s=a[n];(!(s instanceof Uint8Array)||s.byteLength>0)&&t(o,r,s)};case m.DOUBLE:case m.FLOAT:return(o,r,a)=>{let s=a[n];Object.is(s,0)||t(o,r,s)};default:return(o,r,a)=>{let s=a[n];s!=0&&t(o,r,s)}}}function qh(e){switch(e.fieldKind){case"message":{let{toMessage:t}=pe(e),n=ml(e);return(o,r,a)=>{n(o,r,t(a))}}case"scalar":case"enum":{let t=e.fieldKind=="enum"?m.INT32:e.scalar,n=e.number,o=zn(t),r=Pn(t,e.parent.typeName,e.name);return(a,s,i)=>{a.tag(n,o),r(a,i)}}}}function ef(e){let t=e.localName,n=e.number;switch(e.listKind){case"message":{let{toMessage:o}=pe(e),r=ml(e);return(a,s,i)=>{let l=i[t];for(let u=0;u<l.length;u++)r(a,s,o(l[u]))}}case"scalar":case"enum":{let o=e.listKind=="enum"?m.INT32:e.scalar,r=Pn(o,e.parent.typeName,e.name);if(e.packed)return(s,i,l)=>{let u=l[t];if(u.length!=0){s.tag(n,J.LengthDelimited).fork();for(let h=0;h<u.length;h++)r(s,u[h]);s.join()}};let a=zn(o);return(s,i,l)=>{let u=l[t];for(let h=0;h<u.length;h++)s.tag(n,a),r(s,u[h])}}}}function tf(e){let t=e.localName,n=e.number,o=nf(e);if(e.mapKind=="message"){let{toMessage:i}=pe(e),l=Wr(e.message);return(u,h,f)=>{let g=f[t],b=Object.keys(g);for(let v=0;v<b.length;v++){let k=b[v];u.tag(n,J.LengthDelimited).fork(),o(u,k),u.tag(2,J.LengthDelimited).fork(),l(u,h,i(g[k])),u.join(),u.join()}}}let r=e.mapKind=="enum"?m.INT32:e.scalar,a=zn(r),s=Pn(r,e.parent.typeName,e.name);return(i,l,u)=>{let h=u[t],f=Object.keys(h);for(let g=0;g<f.length;g++){let b=f[g];i.tag(n,J.LengthDelimited).fork(),o(i,b),i.tag(2,a),s(i,h[b]),i.join()}}}function nf(e){let t=zn(e.mapKey),n=Pn(e.mapKey,e.parent.typeName,e.name),o=of(e.mapKey);return(r,a)=>{r.tag(1,t),n(r,o(a))}}function of(e){switch(e){case m.STRING:return t=>t;case m.BOOL:return t=>t==="true"?!0:t==="false"?!1:t;case m.UINT64:case m.FIXED64:return t=>{try{return W.uParse(t)}catch{return t}};case m.INT64:case m.SFIXED64:case m.SINT64:return t=>{try{return W.parse(t)}catch{return t}};default:return t=>{let n=Number.parseInt(t);return Number.isFinite(n)?n:t}}}function Pn(e,t,n){let o=rf(e);return(r,a)=>{try{o(r,a)}catch(s){throw s instanceof Error?new Error(`cannot encode field ${t}.${n} to binary: ${s.message}`):s}}}function rf(e){switch(e){case m.STRING:return(t,n)=>t.string(n);case m.BOOL:return(t,n)=>t.bool(n);case m.DOUBLE:return(t,n)=>t.double(n);case m.FLOAT:return(t,n)=>t.float(n);case m.INT32:return(t,n)=>t.int32(n);case m.INT64:return(t,n)=>t.int64(n);case m.UINT64:return(t,n)=>t.uint64(n);case m.FIXED64:return(t,n)=>t.fixed64(n);case m.BYTES:return(t,n)=>t.bytes(n);case m.FIXED32:return(t,n)=>t.fixed32(n);case m.SFIXED32:return(t,n)=>t.sfixed32(n);case m.SFIXED64:return(t,n)=>t.sfixed64(n);case m.SINT64:return(t,n)=>t.sint64(n);case m.UINT32:return(t,n)=>t.uint32(n);case m.SINT32:return(t,n)=>t.sint32(n)}}function fl(e,t,n,o){hl(o)(e,t,n[ae])}function ml(e){let t=e.number,n=Wr(e.message);return e.delimitedEncoding?(o,r,a)=>{o.tag(t,J.StartGroup),n(o,r,a),o.tag(t,J.EndGroup)}:(o,r,a)=>{o.tag(t,J.LengthDelimited).fork(),n(o,r,a),o.join()}}function zn(e){switch(e){case m.BYTES:case m.STRING:return J.LengthDelimited;case m.DOUBLE:case m.FIXED64:case m.SFIXED64:return J.Bit64;case m.FIXED32:case m.SFIXED32:case m.FLOAT:return J.Bit32;default:return J.Varint}}function Pe(e,t,n){let o=!1;return n||(n=O(cl),o=!0),n.value=nn(e,t),n.typeUrl=lf(t.$typeName),o?n:void 0}function sf(e,t){if(e.typeUrl==="")return!1;let n=typeof t=="string"?t:t.typeName,o=pl(e.typeUrl);return n===o}function Q(e,t){if(e.typeUrl==="")return;let n=t.kind=="message"?t:t.getMessage(pl(e.typeUrl));if(!(!n||!sf(e,n)))return Oe(n,e.value)}function lf(e){return`type.googleapis.com/${e}`}function pl(e){let t=e.lastIndexOf("/"),n=t>=0?e.substring(t+1):e;if(!n.length)throw new Error(`invalid type url: ${e}`);return n}var gl=ne("CiBnb29nbGUvcHJvdG9idWYvZmllbGRfbWFzay5wcm90bxIPZ29vZ2xlLnByb3RvYnVmIhoKCUZpZWxkTWFzaxINCgVwYXRocxgBIAMoCUKFAQoTY29tLmdvb2dsZS5wcm90b2J1ZkIORmllbGRNYXNrUHJvdG9QAVoyZ29vZ2xlLmdvbGFuZy5vcmcvcHJvdG9idWYvdHlwZXMva25vd24vZmllbGRtYXNrcGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");var Yr=ne("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),bl=z(Yr,0),Xr=z(Yr,1),yl=z(Yr,2),Hn;(function(e){e[e.NULL_VALUE=0]="NULL_VALUE"})(Hn||(Hn={}));function on(e,t,n){kl(t,e);let o=cf(e.$unknown,t),[r,a,s]=Ke(t),i=Mr(n);for(let l of o)rl(r,new Ce(l.data),a,l.wireType,i);return s()}function wl(e,t,n){var o;kl(t,e);let r=((o=e.$unknown)!==null&&o!==void 0?o:[]).filter(u=>u.no!==t.number),[a,s]=Ke(t,n),i=new vt;fl(i,{writeUnknownFields:!0},a,s);let l=new Ce(i.finish());for(;l.pos<l.len;){let[u,h]=l.tag(),f=l.skip(h,u);r.push({no:u,wireType:h,data:f})}e.$unknown=r}function cf(e,t){if(e===void 0)return[];if(t.fieldKind==="enum"||t.fieldKind==="scalar"){for(let n=e.length-1;n>=0;--n)if(e[n].no==t.number)return[e[n]];return[]}return e.filter(n=>n.no===t.number)}function Ke(e,t){let n=e.typeName,o=Object.assign(Object.assign({},e),{kind:"field",parent:e.extendee,localName:n}),r=Object.assign(Object.assign({},e.extendee),{fields:[o],members:[o],oneofs:[]}),a=O(r,t!==void 0?{[n]:t}:void 0);return[Qe(r,a),o,()=>{let s=a[n];if(s===void 0){let i=e.message;return be(i)?de(i.fields[0].scalar,i.fields[0].longAsString):O(i)}return s}]}function kl(e,t){if(e.extendee.typeName!=t.$typeName)throw new Error(`extension ${e.typeName} can only be applied to message ${e.extendee.typeName}`)}function eo(e,t,n,o){return t.$typeName!=e.typeName||n.$typeName!=e.typeName?!1:t===n?!0:qn(Qe(e,t),Qe(e,n),o)}function qn(e,t,n){if(e.desc.typeName==="google.protobuf.Any"&&n?.unpackAny==!0)return uf(e.message,t.message,n);for(let o of e.fields)if(!vl(o,e,t,n))return!1;return!(n?.unknown==!0&&!df(e,t,n.registry)||n?.extensions==!0&&!hf(e,t,n))}function vl(e,t,n,o){if(!t.isSet(e)&&!n.isSet(e))return!0;if(!t.isSet(e)||!n.isSet(e))return!1;switch(e.fieldKind){case"scalar":return kt(e.scalar,t.get(e),n.get(e));case"enum":return t.get(e)===n.get(e);case"message":return qn(t.get(e),n.get(e),o);case"map":{let r=t.get(e),a=n.get(e),s=[];for(let i of r.keys()){if(!a.has(i))return!1;s.push(i)}for(let i of a.keys())if(!r.has(i))return!1;for(let i of s){let l=r.get(i),u=a.get(i);if(l!==u)switch(e.mapKind){case"enum":return!1;case"message":if(!qn(l,u,o))return!1;break;case"scalar":if(!kt(e.scalar,l,u))return!1;break}}break}case"list":{let r=t.get(e),a=n.get(e);if(r.size!=a.size)return!1;for(let s=0;s<r.size;s++){let i=r.get(s),l=a.get(s);if(i!==l)switch(e.listKind){case"enum":return!1;case"message":if(!qn(i,l,o))return!1;break;case"scalar":if(!kt(e.scalar,i,l))return!1;break}}break}}return!0}function uf(e,t,n){if(e.typeUrl!==t.typeUrl)return!1;let o=Q(e,n.registry),r=Q(t,n.registry);if(o&&r){let a=n.registry.getMessage(o.$typeName);if(a)return eo(a,o,r,n)}return kt(m.BYTES,e.value,t.value)}function df(e,t,n){function o(s,i){var l;let u=(l=s.getUnknown())!==null&&l!==void 0?l:[];return i?u.filter(h=>!i.getExtensionFor(s.desc,h.no)):u}let r=o(e,n),a=o(t,n);if(r.length!=a.length)return!1;for(let s=0;s<r.length;s++){let i=r[s],l=a[s];if(i.no!=l.no||i.wireType!=l.wireType||!kt(m.BYTES,i.data,l.data))return!1}return!0}function hf(e,t,n){function o(s,i){var l;return((l=s.getUnknown())!==null&&l!==void 0?l:[]).map(u=>i.getExtensionFor(s.desc,u.no)).filter(u=>u!=null).filter((u,h,f)=>f.indexOf(u)===h)}let r=o(e,n.registry),a=o(t,n.registry);if(r.length!=a.length||r.some(s=>!a.includes(s)))return!1;for(let s of r){let[i,l]=Ke(s,on(e.message,s)),[u]=Ke(s,on(t.message,s));if(!vl(l,i,u,n))return!1}return!0}var to=Date.parse("0001-01-01T00:00:00Z"),no=Date.parse("9999-12-31T23:59:59Z"),oo=-315576e6,ro=315576e6;var ff=3,mf=2,El={alwaysEmitImplicit:!1,enumAsInteger:!1,useProtoFieldName:!1};function pf(e){return e?Object.assign(Object.assign({},El),e):El}function gf(e,t,n){return ao(e)(pf(n),t)}function Sl(e,t,n){var o;let r=gf(e,t,n);return JSON.stringify(r,null,(o=n?.prettySpaces)!==null&&o!==void 0?o:0)}var _r=new WeakMap;function ao(e){let t=_r.get(e);return t===void 0&&(t=bf(e)),t}function bf(e){let t=e.typeName,n=wf(e);if(n!==void 0){let i=e.fields[0],l=(u,h)=>{if(h.$typeName!==t&&i!==void 0)throw new Y(i,`cannot use ${i} with message ${h.$typeName}`,"ForeignFieldError");return n(u,h)};return _r.set(e,l),l}let o=e.fields.concat().sort((i,l)=>i.number-l.number),r=o[0],a=[],s=(i,l)=>{if(l.$typeName!==t&&r!==void 0)throw new Y(r,`cannot use ${r} with message ${l.$typeName}`,"ForeignFieldError");let u={};for(let h=0;h<a.length;h++)a[h](i,l,u);return i.registry&&xf(u,i,i.registry,l,e),u};_r.set(e,s);for(let i of o){let l=kf(i);a.push(i.jsonName==="__proto__"||i.name==="__proto__"?yf(l):l)}return s}function yf(e){return(t,n,o)=>{let r=Object.create(null);e(t,n,r);for(let a of Object.keys(r))ue(o,a,r[a])}}function wf(e){if(e.typeName.startsWith("google.protobuf."))switch(e.typeName){case"google.protobuf.Any":return(t,n)=>Nf(n,t);case"google.protobuf.Timestamp":return(t,n)=>Vf(n);case"google.protobuf.Duration":return(t,n)=>Rf(n);case"google.protobuf.FieldMask":return(t,n)=>If(n);case"google.protobuf.Struct":return(t,n)=>Il(n);case"google.protobuf.Value":return(t,n)=>Kr(n);case"google.protobuf.ListValue":return(t,n)=>Vl(n);default:if(be(e)){let t=e.fields[0],n=t.localName,o=de(t.scalar,!1),r=so(t);return(a,s)=>{let i=s[n];return r(a,i===void 0?o:i)}}return}}function kf(e){switch(e.fieldKind){case"scalar":case"enum":case"message":return vf(e);case"list":case"map":{let t=e.fieldKind=="list"?Nl(e):Rl(e),n=e.name,o=e.jsonName,r=e.localName;return(a,s,i)=>{let l=t(a,s[r]);l!==void 0&&(i[a.useProtoFieldName?n:o]=l)}}}}function vf(e){let t=xl(e),n=e.name,o=e.jsonName,r=e.localName;if(e.oneof){let a=e.oneof.localName;return(s,i,l)=>{let u=i[a];u.case===r&&(l[s.useProtoFieldName?n:o]=t(s,u.value))}}if(e.presence!=mf){let a=e.presence==ff?`cannot encode ${e} to JSON: required field not set`:void 0;return(s,i,l)=>{let u=i[r];if(u!==void 0&&Object.prototype.hasOwnProperty.call(i,r))l[s.useProtoFieldName?n:o]=t(s,u);else if(a!==void 0)throw new Error(a)}}if(e.fieldKind=="enum"){let a=e.enum.values[0].number;return(s,i,l)=>{let u=i[r];(u!==a||s.alwaysEmitImplicit)&&(l[s.useProtoFieldName?n:o]=t(s,u))}}switch(e.scalar){case m.BOOL:return(a,s,i)=>{let l=s[r];(l!==!1||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case m.STRING:return(a,s,i)=>{let l=s[r];(l!==""||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case m.BYTES:return(a,s,i)=>{let l=s[r];(!(l instanceof Uint8Array)||l.byteLength>0||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case m.DOUBLE:case m.FLOAT:return(a,s,i)=>{let l=s[r];(!Object.is(l,0)||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};default:return(a,s,i)=>{let l=s[r];(l!=0||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))}}}function Ef(e){switch(e.fieldKind){case"scalar":case"enum":case"message":return xl(e);case"list":return Nl(e);case"map":return Rl(e)}}function xl(e){switch(e.fieldKind){case"scalar":return so(e);case"enum":return Or(e);case"message":return Dr(e)}}function Dr(e){let{toMessage:t}=pe(e),n=ao(e.message);return(o,r)=>n(o,t(r))}function Nl(e){let t=Af(e);return(n,o)=>{let r=o;if(r.length==0&&!n.alwaysEmitImplicit)return;let a=[];for(let s=0;s<r.length;s++)a.push(t(n,r[s]));return a}}function Af(e){switch(e.listKind){case"scalar":return so(e);case"enum":return Or(e);case"message":return Dr(e)}}function Rl(e){let t=Sf(e);return(n,o)=>{let r=o,a=Object.keys(r);if(a.length==0&&!n.alwaysEmitImplicit)return;let s={};for(let i=0;i<a.length;i++){let l=a[i];ue(s,l,t(n,r[l]))}return s}}function Sf(e){switch(e.mapKind){case"scalar":return so(e);case"enum":return Or(e);case"message":return Dr(e)}}function Or(e){let t=e.enum;return t.typeName=="google.protobuf.NullValue"?(n,o)=>{if(typeof o!="number")throw Al(t,o);return null}:(n,o)=>{var r,a;if(typeof o!="number")throw Al(t,o);return n.enumAsInteger?o:(a=(r=t.value[o])===null||r===void 0?void 0:r.jsonName)!==null&&a!==void 0?a:o}}function Al(e,t){return new Error(`cannot encode ${e} to JSON: expected number, got ${te(t)}`)}function so(e){switch(e.scalar){case m.INT32:case m.SFIXED32:case m.SINT32:case m.FIXED32:case m.UINT32:return(t,n)=>{if(typeof n!="number")throw xt(e,n);return n};case m.FLOAT:case m.DOUBLE:return(t,n)=>{if(typeof n!="number")throw xt(e,n);return Number.isNaN(n)?"NaN":n===Number.POSITIVE_INFINITY?"Infinity":n===Number.NEGATIVE_INFINITY?"-Infinity":n};case m.STRING:return(t,n)=>{if(typeof n!="string")throw xt(e,n);return n};case m.BOOL:return(t,n)=>{if(typeof n!="boolean")throw xt(e,n);return n};case m.UINT64:case m.FIXED64:case m.INT64:case m.SFIXED64:case m.SINT64:return(t,n)=>{if(typeof n=="bigint"||typeof n=="string"||typeof n=="number"&&Number.isInteger(n))return n.toString();throw xt(e,n)};case m.BYTES:return(t,n)=>{if(n instanceof Uint8Array)return Ht(n);throw xt(e,n)}}}function xt(e,t){var n;return new Error(`cannot encode ${e} to JSON: ${(n=Cn(e,t))===null||n===void 0?void 0:n.message}`)}function xf(e,t,n,o,r){let a=o.$unknown;if(a===void 0)return;let s=new Set;for(let i=0;i<a.length;i++){let{no:l}=a[i];if(!s.has(l)){s.add(l);let u=n.getExtensionFor(r,l);if(!u)continue;let h=on(o,u),[f,g]=Ke(u,h),b=f[ae],v=Ef(g)(t,b[g.localName]);v!==void 0&&(e[u.jsonName]=v)}}}function Nf(e,t){if(e.typeUrl==="")return{};let{registry:n}=t,o,r;if(n&&(o=Q(e,n),o&&(r=n.getMessage(o.$typeName))),!r||!o)throw new Error(`cannot encode message ${e.$typeName} to JSON: "${e.typeUrl}" is not in the type registry`);let a=Gn(r)?{value:ao(r)(t,o)}:ao(r)(t,o);return a["@type"]=e.typeUrl,a}function Rf(e){let t=Number(e.seconds),n=e.nanos;if(t>ro||t<oo)throw new Error(`cannot encode message ${e.$typeName} to JSON: value out of range`);if(t>0&&n<0||t<0&&n>0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos sign must match seconds sign`);let o=e.seconds.toString();if(n!==0){let r=Math.abs(n).toString();r="0".repeat(9-r.length)+r,r.substring(3)==="000000"?r=r.substring(0,3):r.substring(6)==="000"&&(r=r.substring(0,6)),o+="."+r,n<0&&t==0&&(o="-"+o)}return o+"s"}function If(e){return e.paths.map(t=>{if(_n(_e(t))!==t)throw new Error(`cannot encode message ${e.$typeName} to JSON: lowerCamelCase of path name "${t}" is irreversible`);return _e(t)}).join(",")}function Il(e){let t={},n=Object.keys(e.fields);for(let o=0;o<n.length;o++){let r=n[o];ue(t,r,Kr(e.fields[r]))}return t}function Kr(e){switch(e.kind.case){case"nullValue":return null;case"numberValue":if(!Number.isFinite(e.kind.value))throw new Error(`${e.$typeName} cannot be NaN or Infinity`);return e.kind.value;case"boolValue":return e.kind.value;case"stringValue":return e.kind.value;case"structValue":return Il(e.kind.value);case"listValue":return Vl(e.kind.value);default:throw new Error(`${e.$typeName} must have a value`)}}function Vl(e){return e.values.map(Kr)}function Vf(e){let t=Number(e.seconds)*1e3;if(t<to||t>no)throw new Error(`cannot encode message ${e.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);if(e.nanos<0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be negative`);if(e.nanos>999999999)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be greater than 999999999`);let n="Z";if(e.nanos>0){let o=(e.nanos+1e9).toString().substring(1);o.substring(3)==="000000"?n="."+o.substring(0,3)+"Z":o.substring(6)==="000"?n="."+o.substring(0,6)+"Z":n="."+o+"Z"}return new Date(t).toISOString().replace(".000Z",n)}var Tf=2;function Zf(e){return Object.assign(Object.assign({ignoreUnknownFields:!1,recursionLimit:100},e),{depth:0})}function Zl(e,t,n){return It(e,Xf(t,e.typeName),n)}function It(e,t,n){let o=O(e);return Bf(e,o,t,n),o}function Bf(e,t,n,o){try{Nt(e)(t,n,Zf(o))}catch(r){throw ni(r)?new Error(`cannot decode ${r.field()} from JSON: ${r.message}`,{cause:r}):r}}var Jr=new WeakMap;function Nt(e){let t=Jr.get(e);return t===void 0&&(t=$f(e)),t}function $f(e){let t=String(e),n=Lf(e);if(n!==void 0){let s=(i,l,u)=>{if(++u.depth>u.recursionLimit)throw new Error(`cannot decode ${t} from JSON: maximum recursion depth of ${u.recursionLimit} reached`);n(i,l,u),u.depth--};return Jr.set(e,s),s}let o=e.typeName,r=new Map,a=(s,i,l)=>{var u;if(++l.depth>l.recursionLimit)throw new Error(`cannot decode ${t} from JSON: maximum recursion depth of ${l.recursionLimit} reached`);if(i==null||Array.isArray(i)||typeof i!="object")throw new Error(`cannot decode ${t} from JSON: ${te(i)}`);let h=new Map,f=new Set,g=Object.keys(i);for(let b=0;b<g.length;b++){let v=g[b],k=i[v],A=r.get(v);if(A!==void 0){let S=A.field;if(f.has(S))throw new Y(S,"set multiple times");if(f.add(S),A.oneofScalarNullSkip&&k===null)continue;if(A.oneof){let N=h.get(A.oneof);if(N!==void 0)throw new Y(A.oneof,`oneof set multiple times by ${N.name} and ${S.name}`);h.set(A.oneof,S)}A.read(s,k,l)}else{let S=v.startsWith("[")&&v.endsWith("]")?(u=l.registry)===null||u===void 0?void 0:u.getExtension(v.substring(1,v.length-1)):void 0;if(S?.extendee.typeName==o){let[N,T,M]=Ke(S);Tl(T)(N[ae],k,l),wl(s,S,M())}if(S===void 0&&!l.ignoreUnknownFields)throw new Error(`cannot decode ${t} from JSON: key "${v}" is unknown`)}}l.depth--};Jr.set(e,a);for(let s of e.fields){let i={read:Tl(s),field:s,oneof:s.oneof,oneofScalarNullSkip:s.oneof!==void 0&&s.fieldKind=="scalar"};r.set(s.name,i).set(s.jsonName,i)}return a}function Lf(e){if(e.typeName.startsWith("google.protobuf."))switch(e.typeName){case"google.protobuf.Any":return(t,n,o)=>Df(t,n,o);case"google.protobuf.Timestamp":return(t,n)=>Of(t,n);case"google.protobuf.Duration":return(t,n)=>Kf(t,n);case"google.protobuf.FieldMask":return(t,n)=>Jf(t,n);case"google.protobuf.Struct":return(t,n,o)=>Gl(t,n,o);case"google.protobuf.Value":return(t,n,o)=>Hr(t,n,o);case"google.protobuf.ListValue":return(t,n,o)=>Ml(t,n,o);default:if(be(e)){let t=e.fields[0],n=t.localName,o=t.scalar,r=t.longAsString,a=$l(t);return(s,i)=>{i===null?s[n]=de(o,r):s[n]=a(i)}}return}}function Tl(e){switch(e.fieldKind){case"scalar":return Gf(e);case"enum":return Mf(e);case"message":return Cf(e);case"list":return Uf(e);case"map":return Wf(e)}}function Gf(e){let t=$l(e),n=e.localName;if(e.oneof){let r=e.oneof.localName;return(a,s)=>{a[r]={case:n,value:t(s)}}}let o=Bl(e);return(r,a)=>{a===null?o(r):r[n]=t(a)}}function Bl(e){let t=e.localName;if(e.presence!=Tf)return r=>{delete r[t]};if(e.fieldKind=="enum"){let r=e.enum.values[0].number;return a=>{a[t]=r}}let n=e.scalar,o=e.longAsString;return r=>{r[t]=de(n,o)}}function Mf(e){let t=jr(e.enum),n=Qr(e.enum),o=e.localName,r=e.enum.typeName!="google.protobuf.NullValue";if(e.oneof){let s=e.oneof.localName;return(i,l,u)=>{if(l===null&&r){i[s].case===o&&(i[s]={case:void 0});return}let h=t(l,u.ignoreUnknownFields);if(h===Rt)return;let f=n(h);if(f!==!0)throw new Y(e,Ee(e,h,f));i[s]={case:o,value:h}}}let a=Bl(e);return(s,i,l)=>{if(i===null&&r){a(s);return}let u=t(i,l.ignoreUnknownFields);if(u===Rt)return;let h=n(u);if(h!==!0)throw new Y(e,Ee(e,u,h));s[o]=u}}function Cf(e){let t=e.localName,{toMessage:n,toLocal:o}=pe(e),r=Nt(e.message),a=e.message.typeName!="google.protobuf.Value";if(e.oneof){let s=e.oneof.localName;return(i,l,u)=>{let h=i[s];if(l===null&&a){h.case===t&&(i[s]={case:void 0});return}let f=n(h.case===t?h.value:void 0);r(f,l,u),i[s]={case:t,value:o(f)}}}return(s,i,l)=>{if(i===null&&a){delete s[t];return}let u=n(s[t]);r(u,i,l),s[t]=o(u)}}function Uf(e){let t=e.localName,n=Ff(e);return(o,r,a)=>{if(r===null)return;if(!Array.isArray(r))throw new Y(e,"expected Array, got "+te(r));let s=o[t];for(let i=0;i<r.length;i++){let l=n(r[i],a,s.length);l!==Rt&&s.push(l)}}}function Ff(e){switch(e.listKind){case"scalar":{let t=Pr(e),n=Xe(e.scalar),o=zr(e);return(r,a,s)=>{if(r===null)throw new Y(e,"list item must not be null");let i=t(r),l=n(i);if(l!==!0)throw new Y(e,`list item #${s+1}: ${Ee(e,i,l)}`);return o(i)}}case"enum":{let t=jr(e.enum),n=Qr(e.enum),o=e.enum.typeName!="google.protobuf.NullValue";return(r,a,s)=>{if(r===null&&o)throw new Y(e,"list item must not be null");let i=t(r,a.ignoreUnknownFields);if(i===Rt)return i;let l=n(i);if(l!==!0)throw new Y(e,`list item #${s+1}: ${Ee(e,i,l)}`);return i}}case"message":{let{toMessage:t,toLocal:n}=pe(e),o=Nt(e.message),r=e.message.typeName!="google.protobuf.Value";return(a,s)=>{if(a===null&&r)throw new Y(e,"list item must not be null");let i=t(void 0);return o(i,a,s),n(i)}}}}function Wf(e){let t=e.localName,n=e.mapKey,o=Yf(n),r=Xe(n),a,s,i=u=>u,l=!0;switch(e.mapKind){case"scalar":{a=Pr(e),s=Xe(e.scalar),i=zr(e);break}case"enum":{let u=jr(e.enum);a=(h,f)=>u(h,f.ignoreUnknownFields),s=Qr(e.enum),l=e.enum.typeName!="google.protobuf.NullValue";break}case"message":{let{toMessage:u,toLocal:h}=pe(e),f=Nt(e.message);l=e.message.typeName!="google.protobuf.Value",a=(g,b)=>{let v=u(void 0);return f(v,g,b),h(v)};break}}return(u,h,f)=>{if(h===null)return;if(typeof h!="object"||Array.isArray(h))throw new Y(e,"expected object, got "+te(h));let g=u[t],b=new Set,v=Object.keys(h);for(let k=0;k<v.length;k++){let A=v[k],S=h[A],N=o(A);if(b.has(N))throw new Y(e,`duplicate map key "${A}"`);if(b.add(N),S===null&&l)throw new Y(e,"map value must not be null");let T=a(S,f);if(T===Rt)continue;let M=r(N);if(M!==!0)throw new Y(e,`invalid map key: ${Ee({scalar:n},N,M)}`);if(s!==void 0){let F=s(T);if(F!==!0)throw new Y(e,`map entry ${te(N)}: ${Ee(e,T,F)}`)}ue(g,N,i(T))}}}var Rt=Symbol();function jr(e){let t=e.values[0].number,n=new Map;for(let o of e.values)n.set(o.jsonName,o.number);for(let o of e.values)n.set(o.name,o.number);return(o,r)=>{if(o===null)return t;switch(typeof o){case"number":if(Number.isInteger(o))return o;break;case"string":{let a=n.get(o);if(a!==void 0)return a;if(r)return Rt;break}}throw new Error(`cannot decode ${e} from JSON: ${te(o)}`)}}function Qr(e){if(e.open)return Xe(m.INT32);let t=e.values;return n=>t.some(o=>o.number===n)}function $l(e){let t=Pr(e),n=Xe(e.scalar),o=zr(e);return r=>{let a=t(r),s=n(a);if(s!==!0)throw new Y(e,Ee(e,a,s));return o(a)}}function Pr(e){switch(e.scalar){case m.DOUBLE:case m.FLOAT:return t=>{if(t==="NaN")return NaN;if(t==="Infinity")return Number.POSITIVE_INFINITY;if(t==="-Infinity")return Number.NEGATIVE_INFINITY;if(typeof t=="number"){if(Number.isNaN(t))throw new Y(e,"unexpected NaN number");if(!Number.isFinite(t))throw new Y(e,"unexpected infinite number");return t}if(typeof t=="string"){if(t===""||t.trim().length!==t.length)return t;let n=Number(t);return Number.isFinite(n)?n:t}return t};case m.INT32:case m.FIXED32:case m.SFIXED32:case m.SINT32:case m.UINT32:return Ll;case m.BYTES:return t=>{if(typeof t=="string"){if(t==="")return new Uint8Array(0);try{return At(t)}catch(n){let o=n instanceof Error?n.message:String(n);throw new Y(e,o)}}return t};default:return t=>t}}function zr(e){let t=e.fieldKind!=="map"&&e.longAsString;switch(e.scalar){case m.INT64:case m.SFIXED64:case m.SINT64:return t?n=>String(n):n=>typeof n=="string"||typeof n=="number"?W.parse(n):n;case m.FIXED64:case m.UINT64:return t?n=>String(n):n=>typeof n=="string"||typeof n=="number"?W.uParse(n):n;default:return n=>n}}function Yf(e){switch(e){case m.BOOL:return t=>{switch(t){case"true":return!0;case"false":return!1}return t};case m.INT32:case m.FIXED32:case m.UINT32:case m.SFIXED32:case m.SINT32:return Ll;case m.INT64:case m.SINT64:case m.SFIXED64:case m.UINT64:case m.FIXED64:return t=>/^-?0+$/.test(t)?"0":t.replace(/^(-?)0+(?=\d)/,"$1");default:return t=>t}}function Ll(e){if(typeof e=="string"){if(e===""||e.trim().length!==e.length)return e;let t=Number(e);return Number.isNaN(t)?e:t}return e}function Xf(e,t){let n;try{n=JSON.parse(e)}catch(o){let r=o instanceof Error?o.message:String(o);throw new Error(`cannot decode message ${t} from JSON: ${r}`,{cause:o})}return _f(e,t),n}function _f(e,t){let n=[],o=!1,r=0;for(;r<e.length;)switch(e[r]){case"{":n.push(new Set),o=!0,r++;break;case"[":n.push(null),o=!1,r++;break;case"}":case"]":n.pop(),o=!1,r++;break;case",":o=n[n.length-1]!=null,r++;break;case":":o=!1,r++;break;case'"':{let a=r++,s=!1;for(;r<e.length;){if(e[r]=="\\"){s=!0,r+=2;continue}if(e[r]=='"')break;r++}let i=r++,l=n[n.length-1];if(o&&l){let u=s?JSON.parse(e.substring(a,i+1)):e.substring(a+1,i);if(l.has(u))throw new Error(`cannot decode message ${t} from JSON: duplicate object key "${u}"`);l.add(u)}o=!1;break}default:r++;break}}function Df(e,t,n){var o;if(t===null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode message ${e.$typeName} from JSON: expected object but got ${te(t)}`);if(Object.keys(t).length==0)return;let r=t["@type"];if(typeof r!="string"||r=="")throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is empty`);let a=r.includes("/")?r.substring(r.lastIndexOf("/")+1):r;if(!a.length)throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is invalid`);let s=(o=n.registry)===null||o===void 0?void 0:o.getMessage(a);if(!s)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${r} is not in the type registry`);let i=O(s);if(Gn(s)&&Object.prototype.hasOwnProperty.call(t,"value"))Nt(s)(i,t.value,n);else{let l={};for(let u of Object.keys(t))u!=="@type"&&ue(l,u,t[u]);Nt(s)(i,l,n)}Pe(s,i,e)}function Of(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${te(t)}`);let n=t.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);if(!n)throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);let o=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(o))throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);if(o<to||o>no)throw new Error(`cannot decode message ${e.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);e.seconds=W.parse(o/1e3),e.nanos=0,n[7]&&(e.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-1e9)}function Kf(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${te(t)}`);let n=t.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);if(n===null)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${te(t)}`);let o=Number(n[1]);if(o>ro||o<oo)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${te(t)}`);if(e.seconds=W.parse(o),typeof n[2]!="string")return;let r=n[2]+"0".repeat(9-n[2].length);e.nanos=parseInt(r),(o<0||Object.is(o,-0))&&(e.nanos=-e.nanos)}function Jf(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${te(t)}`);t!==""&&(e.paths=t.split(",").map(n=>{if(n.includes("_"))throw new Error(`cannot decode message ${e.$typeName} from JSON: path names must be lowerCamelCase`);return _n(n)}))}function Gl(e,t,n){if(typeof t!="object"||t==null||Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${te(t)}`);let o=Object.keys(t);for(let r=0;r<o.length;r++){let a=o[r],s=O(Xr);Hr(s,t[a],n),ue(e.fields,a,s)}}function Hr(e,t,n){if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.$typeName} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);switch(typeof t){case"number":e.kind={case:"numberValue",value:t};break;case"string":e.kind={case:"stringValue",value:t};break;case"boolean":e.kind={case:"boolValue",value:t};break;case"object":if(t===null)e.kind={case:"nullValue",value:Hn.NULL_VALUE};else if(Array.isArray(t)){let o=O(yl);Ml(o,t,n),e.kind={case:"listValue",value:o}}else{let o=O(bl);Gl(o,t,n),e.kind={case:"structValue",value:o}}break;default:throw new Error(`cannot decode message ${e.$typeName} from JSON ${te(t)}`)}return n.depth--,e}function Ml(e,t,n){if(!Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${te(t)}`);for(let o=0;o<t.length;o++){let r=O(Xr);Hr(r,t[o],n),e.values.push(r)}}function rn(e){let t=Z[e];return typeof t!="string"?e.toString():t[0].toLowerCase()+t.substring(1).replace(/[A-Z]/g,n=>"_"+n.toLowerCase())}var io;function Cl(e){if(!io){io={};for(let t of Object.values(Z))typeof t!="string"&&(io[rn(t)]=t)}return io[e]}var X=class e extends Error{constructor(t,n=Z.Unknown,o,r,a){super(jf(t,n)),this.name="ConnectError",this.isWireError=!1,Object.setPrototypeOf(this,new.target.prototype),this.rawMessage=t,this.code=n,this.metadata=new Headers(o??{}),this.details=r??[],this.cause=a}static from(t,n=Z.Unknown){return t instanceof e?t:t instanceof Error?t.name=="AbortError"||t.name=="TimeoutError"?new e(t.message,Z.Canceled):new e(t.message,n,void 0,void 0,t):new e(String(t),n,void 0,void 0,t)}static[Symbol.hasInstance](t){return t instanceof Error?Object.getPrototypeOf(t)===e.prototype?!0:t.name==="ConnectError"&&"code"in t&&typeof t.code=="number"&&"metadata"in t&&"details"in t&&Array.isArray(t.details)&&"rawMessage"in t&&typeof t.rawMessage=="string"&&"cause"in t:!1}findDetails(t){let n=t.kind==="message"?{getMessage:r=>r===t.typeName?t:void 0}:t,o=[];for(let r of this.details){if("desc"in r){n.getMessage(r.desc.typeName)&&o.push(O(r.desc,r.value));continue}let a=n.getMessage(r.type);if(a)try{o.push(Oe(a,r.value))}catch{}}return o}};function jf(e,t){return e.length?`[${rn(t)}] ${e}`:`[${rn(t)}]`}function qr(...e){let t=new Headers;for(let n of e)n.forEach((o,r)=>{t.append(r,o)});return t}function Ul(e,t){let n={};for(let o of e.methods){let r=t(o);r!=null&&(n[o.localName]=r)}return n}var lo=1;function Fl(e,t,n=!1){if(t>e){let o=`message size is larger than configured readMaxBytes ${e}`;throw n&&(o=`message size ${t} is larger than configured readMaxBytes ${e}`),new X(o,Z.ResourceExhausted)}}function Qf(e){return new ea(e)}var ea=class{constructor(t){this.readMaxBytes=t,this.header=new Uint8Array(5),this.headerView=new DataView(this.header.buffer),this.buf=[]}get byteLength(){return this.buf.reduce((t,n)=>t+n.byteLength,0)}decode(t){this.buf.push(t);let n=[];for(;;){let o=this.pop();if(!o)break;n.push(o)}return n}pop(){if(!(!this.env&&(this.env=this.head(),!this.env))&&this.cons(this.env.data)){let t=this.env;return this.env=void 0,t}}head(){if(!this.cons(this.header))return;let t=this.headerView.getUint8(0),n=this.headerView.getUint32(1);return Fl(this.readMaxBytes,n,!0),{flags:t,data:new Uint8Array(n)}}cons(t){let n=t.byteLength;if(this.byteLength<n)return!1;let o=0;for(;o<n;){let r=this.buf.shift();r.byteLength>n-o?(t.set(r.subarray(0,n-o),o),this.buf.unshift(r.subarray(n-o)),o+=n-o):(t.set(r,o),o+=r.byteLength)}return!0}};function ta(e){let t,n=Qf(4294967295);return new ReadableStream({start(){t=e.getReader()},async pull(o){let r=!1;for(;!r;){let a=await t.read();if(a.done)n.byteLength>0&&o.error(new X("protocol error: incomplete envelope",Z.InvalidArgument)),o.close();else for(let s of n.decode(a.value))o.enqueue(s),r=!0}}})}function na(e,t){let n=new Uint8Array(t.length+5);n.set(t,5);let o=new DataView(n.buffer,n.byteOffset,n.byteLength);return o.setUint8(0,e),o.setUint32(1,t.length),n}var Pf=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(u){a({value:u,done:i})},s)}},an=function(e){return this instanceof an?(this.v=e,this):new an(e)},zf=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(b){return function(v){return Promise.resolve(v).then(b,f)}}function i(b,v){o[b]&&(r[b]=function(k){return new Promise(function(A,S){a.push([b,k,A,S])>1||l(b,k)})},v&&(r[b]=v(r[b])))}function l(b,v){try{u(o[b](v))}catch(k){g(a[0][3],k)}}function u(b){b.value instanceof an?Promise.resolve(b.value.v).then(h,f):g(a[0][2],b)}function h(b){l("next",b)}function f(b){l("throw",b)}function g(b,v){b(v),a.shift(),a.length&&l(a[0][0],a[0][1])}},Hf=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:an(e[r](s)),done:!1}:a?a(s):s}:a}};function Wl(e){return zf(this,arguments,function*(){yield an(yield*Hf(Pf(e)))})}var Yl=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(u){a({value:u,done:i})},s)}},Vt=function(e){return this instanceof Vt?(this.v=e,this):new Vt(e)},qf=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:Vt(e[r](s)),done:!1}:a?a(s):s}:a}},em=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(b){return function(v){return Promise.resolve(v).then(b,f)}}function i(b,v){o[b]&&(r[b]=function(k){return new Promise(function(A,S){a.push([b,k,A,S])>1||l(b,k)})},v&&(r[b]=v(r[b])))}function l(b,v){try{u(o[b](v))}catch(k){g(a[0][3],k)}}function u(b){b.value instanceof Vt?Promise.resolve(b.value.v).then(h,f):g(a[0][2],b)}function h(b){l("next",b)}function f(b){l("throw",b)}function g(b,v){b(v),a.shift(),a.length&&l(a[0][0],a[0][1])}};function oa(e,t){return Ul(e,n=>{switch(n.methodKind){case"unary":return tm(t,n);case"server_streaming":return nm(t,n);case"client_streaming":return om(t,n);case"bidi_streaming":return rm(t,n);default:return null}})}function tm(e,t){return async(n,o)=>{var r,a;let s=await e.unary(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);return(r=o?.onHeader)===null||r===void 0||r.call(o,s.header),(a=o?.onTrailer)===null||a===void 0||a.call(o,s.trailer),s.message}}function nm(e,t){return(n,o)=>Xl(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,Wl([n]),o?.contextValues),o)}function om(e,t){return async(n,o)=>{var r,a,s,i,l,u;let h=await e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);(l=o?.onHeader)===null||l===void 0||l.call(o,h.header);let f,g=0;try{for(var b=!0,v=Yl(h.message),k;k=await v.next(),r=k.done,!r;b=!0)i=k.value,b=!1,f=i,g++}catch(A){a={error:A}}finally{try{!b&&!r&&(s=v.return)&&await s.call(v)}finally{if(a)throw a.error}}if(!f)throw new X("protocol error: missing response message",Z.Unimplemented);if(g>1)throw new X("protocol error: received extra messages for client streaming method",Z.Unimplemented);return(u=o?.onTrailer)===null||u===void 0||u.call(o,h.trailer),f}}function rm(e,t){return(n,o)=>Xl(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues),o)}function Xl(e,t){let n=(function(){return em(this,arguments,function*(){var o,r;let a=yield Vt(e);(o=t?.onHeader)===null||o===void 0||o.call(t,a.header),yield Vt(yield*qf(Yl(a.message))),(r=t?.onTrailer)===null||r===void 0||r.call(t,a.trailer)})})()[Symbol.asyncIterator]();return{[Symbol.asyncIterator]:()=>({next:()=>n.next()})}}function _l(...e){let t=new AbortController,n=e.filter(r=>r!==void 0).concat(t.signal);for(let r of n){if(r.aborted){o.apply(r);break}r.addEventListener("abort",o)}function o(){t.signal.aborted||t.abort(co(this));for(let r of n)r.removeEventListener("abort",o)}return t}function Dl(e){let t=new AbortController,n=()=>{t.abort(new X("the operation timed out",Z.DeadlineExceeded))},o;return e!==void 0&&(e<=0?n():o=setTimeout(n,e)),{signal:t.signal,cleanup:()=>clearTimeout(o)}}function co(e){if(!e.aborted)return;if(e.reason!==void 0)return e.reason;let t=new Error("This operation was aborted");return t.name="AbortError",t}function uo(){return{get(e){return e.id in this?this[e.id]:e.defaultValue},set(e,t){return this[e.id]=t,this},delete(e){return delete this[e.id],this}}}function Ol(e,t,...n){if(n.length>0)throw new Error;return e.services[t]}var dt="Content-Type",Kl="Content-Length",sn="Content-Encoding";var ra="Accept-Encoding";var Jl="Connect-Timeout-Ms",ho="Connect-Protocol-Version";var aa="User-Agent";function fo(e,t){return e.toString().replace(/\/?$/,`/${t.parent.typeName}/${t.name}`)}function sa(e,t){return O(e,t)}function jl(e,t){function n(o){return o.done===!0?o:{done:o.done,value:sa(e,o.value)}}return{[Symbol.asyncIterator](){let o=t[Symbol.asyncIterator](),r={next:()=>o.next().then(n)};return o.throw!==void 0&&(r.throw=a=>o.throw(a).then(n)),o.return!==void 0&&(r.return=a=>o.return(a).then(n)),r}}}function ia(e,t){if(!t)return e;for(let n of t.concat().reverse())e=n(e);return e}function mo(e){var t;let n=Object.assign({},e);return(t=n.ignoreUnknownFields)!==null&&t!==void 0||(n.ignoreUnknownFields=!0),n}function po(e,t,n,o){let r=t?Ql(e.input,o):Pl(e.input,n);return{parse:(t?Ql(e.output,o):Pl(e.output,n)).parse,serialize:r.serialize}}function Ql(e,t){return{parse(n){try{return Oe(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new X(`parse binary: ${r}`,Z.Internal)}},serialize(n){try{return nn(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new X(`serialize binary: ${r}`,Z.Internal)}}}}function Pl(e,t){var n,o;let r=(n=t?.textEncoder)!==null&&n!==void 0?n:new TextEncoder,a=(o=t?.textDecoder)!==null&&o!==void 0?o:new TextDecoder,s=mo(t);return{parse(i){try{let l=a.decode(i);return Zl(e,l,s)}catch(l){throw X.from(l,Z.InvalidArgument)}},serialize(i){try{let l=Sl(e,i,s);return r.encode(l)}catch(l){throw X.from(l,Z.Internal)}}}}var am=/^application\/(connect\+)?(?:(json)(?:; ?charset=utf-?8)?|(proto))$/i;var zl="application/proto",Hl="application/json",ql="application/connect+proto",ec="application/connect+json";function tc(e){let t=e?.match(am);if(!t)return;let n=!!t[1],o=!!t[3];return{stream:n,binary:o}}function ln(e,t,n){var o;if(t&&new Headers(t).forEach((i,l)=>n.metadata.append(l,i)),typeof e!="object"||e==null||Array.isArray(e))throw n;let r=n.code;"code"in e&&typeof e.code=="string"&&(r=(o=Cl(e.code))!==null&&o!==void 0?o:r);let a=e.message;if(a!=null&&typeof a!="string")throw n;let s=new X(a??"",r,t);if(s.isWireError=!0,"details"in e&&Array.isArray(e.details))for(let i of e.details){if(i===null||typeof i!="object"||Array.isArray(i)||typeof i.type!="string"||typeof i.value!="string")throw n;try{s.details.push({type:i.type,value:At(i.value),debug:i.debug})}catch{throw n}}return s}var go=2;function la(e){let t=new X("invalid end stream",Z.Unknown),n;try{n=JSON.parse(typeof e=="string"?e:new TextDecoder().decode(e))}catch{throw t}if(typeof n!="object"||n==null||Array.isArray(n))throw t;let o=new Headers;if("metadata"in n){if(typeof n.metadata!="object"||n.metadata==null||Array.isArray(n.metadata))throw t;for(let[a,s]of Object.entries(n.metadata)){if(!Array.isArray(s)||s.some(i=>typeof i!="string"))throw t;for(let i of s)o.append(a,i)}}let r="error"in n&&n.error!=null?ln(n.error,o,t):void 0;return{metadata:o,error:r}}function nc(e){switch(e){case 400:return Z.Internal;case 401:return Z.Unauthenticated;case 403:return Z.PermissionDenied;case 404:return Z.Unimplemented;case 429:return Z.Unavailable;case 502:return Z.Unavailable;case 503:return Z.Unavailable;case 504:return Z.Unavailable;default:return Z.Unknown}}function bo(e){let t=new Headers,n=new Headers;return e.forEach((o,r)=>{r.toLowerCase().startsWith("trailer-")?n.append(r.substring(8),o):t.append(r,o)}),[t,n]}var yo="1";function wo(e,t,n,o,r){let a=new Headers(o??{});return n!==void 0&&a.set(Jl,`${n}`),a.set(dt,e=="unary"?t?zl:Hl:t?ql:ec),a.set(ho,yo),!a.has(aa)&&r&&a.set(aa,"connect-es/2.2.0"),a}function ko(e,t,n,o){let r=o.get(dt),a=tc(r);if(n!==200){let i=new X(`HTTP ${n}`,nc(n),o);if(e=="unary"&&a&&!a.binary)return{isUnaryError:!0,unaryError:i};throw i}let s={binary:t,stream:e!=="unary"};if(a?.binary!==s.binary||a.stream!==s.stream)throw new X(`unsupported content type ${r}`,a===void 0?Z.Unknown:Z.Internal,o);return{isUnaryError:!1}}var oc="application/";function lm(e,t){return t?Ht(e,"url"):encodeURIComponent(new TextDecoder().decode(e))}function ca(e,t,n){let o=`?connect=v${yo}`,r="",a=e.header.get(sn);a!==null&&a!=="identity"&&(r="&compression="+encodeURIComponent(a),n=!0),n&&(o+="&base64=1"),o+=r;let s=e.header.get(dt);s?.indexOf(oc)===0&&(o+="&encoding="+encodeURIComponent(s.slice(oc.length))),o+="&message="+lm(t,n);let i=e.url+o,l=new Headers(e.header);for(let u of[ho,dt,Kl,sn,ra])l.delete(u);return Object.assign(Object.assign({},e),{requestMethod:"GET",url:i,header:l})}function ua(e){let t=ia(e.next,e.interceptors),[n,o,r]=rc(e),a=Object.assign(Object.assign({},e.req),{message:sa(e.req.method.input,e.req.message),signal:n});return t(a).then(s=>(r(),s),o)}function da(e){let t=ia(e.next,e.interceptors),[n,o,r]=rc(e),a=Object.assign(Object.assign({},e.req),{message:jl(e.req.method.input,e.req.message),signal:n}),s=!1;return n.addEventListener("abort",function(){var i,l;let u=e.req.message[Symbol.asyncIterator]();s||(i=u.throw)===null||i===void 0||i.call(u,this.reason).catch(()=>{}),(l=u.return)===null||l===void 0||l.call(u).catch(()=>{})}),t(a).then(i=>Object.assign(Object.assign({},i),{message:{[Symbol.asyncIterator](){let l=i.message[Symbol.asyncIterator]();return{next(){return!s&&n.aborted?o(co(n)):l.next().then(u=>(u.done==!0&&(s=!0,r()),u),o)}}}}}),o)}function rc(e){let{signal:t,cleanup:n}=Dl(e.timeoutMs),o=_l(e.signal,t);return[o.signal,function(a){let s=o.signal.aborted?X.from(co(o.signal),Z.Canceled):X.from(a);return o.abort(s),n(),Promise.reject(s)},function(){n(),o.abort()}]}function ac(){try{new Headers}catch{throw new Error("connect-web requires the fetch API. Are you running on an old version of Node.js? Node.js is not supported in Connect for Web - please stay tuned for Connect for Node.")}}var cn=function(e){return this instanceof cn?(this.v=e,this):new cn(e)},cm=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(b){return function(v){return Promise.resolve(v).then(b,f)}}function i(b,v){o[b]&&(r[b]=function(k){return new Promise(function(A,S){a.push([b,k,A,S])>1||l(b,k)})},v&&(r[b]=v(r[b])))}function l(b,v){try{u(o[b](v))}catch(k){g(a[0][3],k)}}function u(b){b.value instanceof cn?Promise.resolve(b.value.v).then(h,f):g(a[0][2],b)}function h(b){l("next",b)}function f(b){l("throw",b)}function g(b,v){b(v),a.shift(),a.length&&l(a[0][0],a[0][1])}},sc={redirect:"error"};function ha(e){var t;ac();let n=(t=e.useBinaryFormat)!==null&&t!==void 0?t:!1;return{async unary(o,r,a,s,i,l){let{serialize:u,parse:h}=po(o,n,e.jsonOptions,e.binaryOptions);return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await ua({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!1,service:o.parent,method:o,requestMethod:"POST",url:fo(e.baseUrl,o),header:wo(o.methodKind,n,a,s,!1),contextValues:l??uo(),message:i},next:async f=>{var g;let b=e.useHttpGet===!0&&o.idempotency===Jn.NO_SIDE_EFFECTS,v=null;b?f=ca(f,u(f.message),n):v=u(f.message);let A=await((g=e.fetch)!==null&&g!==void 0?g:globalThis.fetch)(f.url,Object.assign(Object.assign({},sc),{method:f.requestMethod,headers:f.header,signal:f.signal,body:v})),{isUnaryError:S,unaryError:N}=ko(o.methodKind,n,A.status,A.headers);if(S)throw ln(await A.json(),qr(...bo(A.headers)),N);let[T,M]=bo(A.headers);return{stream:!1,service:o.parent,method:o,header:T,message:n?h(new Uint8Array(await A.arrayBuffer())):It(o.output,await A.json(),mo(e.jsonOptions)),trailer:M}}})},async stream(o,r,a,s,i,l){let{serialize:u,parse:h}=po(o,n,e.jsonOptions,e.binaryOptions);function f(b,v,k,A){return cm(this,arguments,function*(){let N=ta(b).getReader(),T=!1;for(;;){let M=yield cn(N.read());if(M.done)break;let{flags:F,data:re}=M.value;if((F&lo)===lo)throw new X("protocol error: received unsupported compressed output",Z.Internal);if((F&go)===go){T=!0;let E=la(re);if(E.error){let x=E.error;throw k.forEach((p,y)=>{x.metadata.append(y,p)}),x}E.metadata.forEach((x,p)=>v.set(p,x));continue}yield yield cn(h(re))}if("throwIfAborted"in A&&A.throwIfAborted(),!T)throw"missing EndStreamResponse"})}async function g(b){if(o.methodKind!="server_streaming")throw"The fetch API does not support streaming request bodies";let v=await b[Symbol.asyncIterator]().next();if(v.done==!0)throw"missing request message";return na(0,u(v.value))}return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await da({interceptors:e.interceptors,timeoutMs:a,signal:r,req:{stream:!0,service:o.parent,method:o,requestMethod:"POST",url:fo(e.baseUrl,o),header:wo(o.methodKind,n,a,s,!1),contextValues:l??uo(),message:i},next:async b=>{var v;let A=await((v=e.fetch)!==null&&v!==void 0?v:globalThis.fetch)(b.url,Object.assign(Object.assign({},sc),{method:b.requestMethod,headers:b.header,signal:b.signal,body:await g(b.message)}));if(ko(o.methodKind,n,A.status,A.headers),A.body===null)throw"missing response body";let S=new Headers;return Object.assign(Object.assign({},b),{header:A.headers,trailer:S,message:f(A.body,S,A.headers,b.signal)})}})}}}var ic=ne("ChZtZWVwbGUvdjEvY2hhbmNlLnByb3RvEgltZWVwbGUudjEiLAoNQ2hhbmNlT3V0Y29tZRIMCgRraW5kGAEgASgJEg0KBXZhbHVlGAIgASgJIjoKDENoYW5jZVNjcmlwdBIqCghvdXRjb21lcxgBIAMoCzIYLm1lZXBsZS52MS5DaGFuY2VPdXRjb21lQjQKDWRldi5tZWVwbGUudjFQAVohbWVlcGxlLmRldi9nZW4vbWVlcGxlL3YxO21lZXBsZXYxYgZwcm90bzM");var Be=ne("ChxtZWVwbGUvdjEvZ2FtZV9zZXJ2aWNlLnByb3RvEgltZWVwbGUudjEizAEKBEdhbWUSDAoEbmFtZRgBIAEoCRIUCgxkaXNwbGF5X25hbWUYAiABKAkSEwoLbWluX3BsYXllcnMYAyABKAUSEwoLbWF4X3BsYXllcnMYBCABKAUSJgoHb3B0aW9ucxgFIAMoCzIVLm1lZXBsZS52MS5HYW1lT3B0aW9uEhMKC2FjdGlvbl90eXBlGAYgASgJEhIKCmV2ZW50X3R5cGUYByABKAkSEQoJdmlld190eXBlGAggASgJEhIKCnN0YXRlX3R5cGUYCSABKAkiaAoKR2FtZU9wdGlvbhIMCgRuYW1lGAEgASgJEhMKC2Rlc2NyaXB0aW9uGAIgASgJEg8KB2Nob2ljZXMYAyADKAkSFQoNZGVmYXVsdF92YWx1ZRgEIAEoCRIPCgdzZXJ2aWNlGAUgASgIIuQGCgVUYWJsZRIMCgRuYW1lGAEgASgJEgwKBGdhbWUYAiABKAkSFAoMZGlzcGxheV9uYW1lGAMgASgJEi4KCnZpc2liaWxpdHkYBCABKA4yGi5tZWVwbGUudjEuVGFibGVWaXNpYmlsaXR5EiUKBXN0YXRlGAUgASgOMhYubWVlcGxlLnYxLlRhYmxlLlN0YXRlEi4KB29wdGlvbnMYBiADKAsyHS5tZWVwbGUudjEuVGFibGUuT3B0aW9uc0VudHJ5Eh4KBXNlYXRzGAcgAygLMg8ubWVlcGxlLnYxLlNlYXQSEgoKYXV0b19zdGFydBgIIAEoCBIPCgd2ZXJzaW9uGAkgASgDEgwKBGV0YWcYCiABKAkSLwoLY3JlYXRlX3RpbWUYCyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEi8KC3VwZGF0ZV90aW1lGAwgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBITCgtjb25mb3JtYW5jZRgNIAEoCBIjCgdvdXRjb21lGA4gASgLMhIubWVlcGxlLnYxLk91dGNvbWUSJQoIZmFpcm5lc3MYDyABKAsyEy5tZWVwbGUudjEuRmFpcm5lc3MSKAoKdHVybl9jbG9jaxgQIAEoCzIULm1lZXBsZS52MS5UdXJuQ2xvY2sSPQoPc2VydmljZV9vcHRpb25zGBEgAygLMiQubWVlcGxlLnYxLlRhYmxlLlNlcnZpY2VPcHRpb25zRW50cnkSGQoRaG9zdF9kaXNwbGF5X25hbWUYFCABKAkSDgoGbGVzc29uGCwgASgJEiMKB3JlbWF0Y2gYLSABKAsyEi5tZWVwbGUudjEuUmVtYXRjaBouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ARo1ChNTZXJ2aWNlT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEibAoFU3RhdGUSFQoRU1RBVEVfVU5TUEVDSUZJRUQQABIRCg1TVEFURV9XQUlUSU5HEAESEAoMU1RBVEVfQUNUSVZFEAISEgoOU1RBVEVfRklOSVNIRUQQAxITCg9TVEFURV9BQkFORE9ORUQQBCJDCghGYWlybmVzcxISCgpjb21taXRtZW50GAEgASgMEhUKDXNlcnZlcl9zZWNyZXQYAiABKAwSDAoEc2VlZBgDIAEoDCImCgdCb3RTcGVjEgwKBGtpbmQYASABKAkSDQoFbGV2ZWwYAiABKAUidwoJVHVybkNsb2NrEgwKBHNlYXQYASABKAUSLAoIZGVhZGxpbmUYAiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEi4KCnR1cm5fc3RhcnQYAyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wIqAECgRTZWF0Eg0KBWluZGV4GAEgASgFEiQKBXN0YXRlGAIgASgOMhUubWVlcGxlLnYxLlNlYXQuU3RhdGUSFAoMZGlzcGxheV9uYW1lGAMgASgJEg8KB2VudHJvcHkYBCABKAwSJgoGcGxheWVyGAUgASgOMhYubWVlcGxlLnYxLlNlYXQuUGxheWVyEh8KA2JvdBgGIAEoCzISLm1lZXBsZS52MS5Cb3RTcGVjEg4KBmFic2VudBgHIAEoCBISCgpyZWNsYWltaW5nGAggASgIEiwKCXRpbWVfYmFuaxgJIAEoCzIZLmdvb2dsZS5wcm90b2J1Zi5EdXJhdGlvbhIQCghyZXNlcnZlZBgKIAEoCBIqCghwcmVzZW5jZRgUIAEoDjIYLm1lZXBsZS52MS5TZWF0LlByZXNlbmNlIlAKBVN0YXRlEhUKEVNUQVRFX1VOU1BFQ0lGSUVEEAASDwoLU1RBVEVfRU1QVFkQARIPCgtTVEFURV9UQUtFThACEg4KClNUQVRFX0xFRlQQAyJCCgZQbGF5ZXISFgoSUExBWUVSX1VOU1BFQ0lGSUVEEAASEAoMUExBWUVSX0hVTUFOEAESDgoKUExBWUVSX0JPVBACIk0KCFByZXNlbmNlEhgKFFBSRVNFTkNFX1VOU1BFQ0lGSUVEEAASFAoQUFJFU0VOQ0VfUFJFU0VOVBABEhEKDVBSRVNFTkNFX0FXQVkQAiIoCgdPdXRjb21lEg4KBnNjb3JlcxgBIAMoBRINCgVyYW5rcxgCIAMoBSLRAgoJVGFibGVWaWV3Eg0KBXRhYmxlGAEgASgJEg8KB3ZlcnNpb24YAiABKAMSDAoEZXRhZxgDIAEoCRIlCgVzdGF0ZRgEIAEoDjIWLm1lZXBsZS52MS5UYWJsZS5TdGF0ZRIYCgt2aWV3ZXJfc2VhdBgFIAEoBUgAiAEBEhkKDGN1cnJlbnRfc2VhdBgGIAEoBUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YByABKAkSJwoJZ2FtZV92aWV3GAggASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIjCgdvdXRjb21lGAkgASgLMhIubWVlcGxlLnYxLk91dGNvbWUSMQoNdHVybl9kZWFkbGluZRgKIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXBCDgoMX3ZpZXdlcl9zZWF0Qg8KDV9jdXJyZW50X3NlYXQicAoIRGVjaXNpb24SDwoHdmVyc2lvbhgBIAEoAxIMCgRzZWF0GAIgASgFEhgKEHBlbmRpbmdfZGVjaXNpb24YAyABKAkSKwoNbGVnYWxfYWN0aW9ucxgEIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5Bbnki/gUKClRhYmxlRXZlbnQSDQoFdGFibGUYASABKAkSDwoHdmVyc2lvbhgCIAEoAxIvCgtjb21taXRfdGltZRgDIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASLAoLc2VhdF9qb2luZWQYBCABKAsyFS5tZWVwbGUudjEuU2VhdEpvaW5lZEgAEigKCXNlYXRfbGVmdBgFIAEoCzITLm1lZXBsZS52MS5TZWF0TGVmdEgAEjAKDXRhYmxlX3N0YXJ0ZWQYBiABKAsyFy5tZWVwbGUudjEuVGFibGVTdGFydGVkSAASMgoOYWN0aW9uX2FwcGxpZWQYByABKAsyGC5tZWVwbGUudjEuQWN0aW9uQXBwbGllZEgAEjEKDnR1cm5fdGltZWRfb3V0GAogASgLMhcubWVlcGxlLnYxLlR1cm5UaW1lZE91dEgAEjIKDnNlYXRfcmVjbGFpbWVkGAsgASgLMhgubWVlcGxlLnYxLlNlYXRSZWNsYWltZWRIABIqCgpib3Rfc2VhdGVkGAwgASgLMhQubWVlcGxlLnYxLkJvdFNlYXRlZEgAEioKCnNlYXRfZnJlZWQYDSABKAsyFC5tZWVwbGUudjEuU2VhdEZyZWVkSAASNAoPdGFibGVfYWJhbmRvbmVkGA4gASgLMhkubWVlcGxlLnYxLlRhYmxlQWJhbmRvbmVkSAASMAoNYWN0aW9uX3VuZG9uZRgeIAEoCzIXLm1lZXBsZS52MS5BY3Rpb25VbmRvbmVIABIlCgdyZW1hdGNoGB8gASgLMhIubWVlcGxlLnYxLlJlbWF0Y2hIABIxCg9jaGFuY2Vfb3V0Y29tZXMYCCADKAsyGC5tZWVwbGUudjEuQ2hhbmNlT3V0Y29tZRIlCghmYWlybmVzcxgJIAEoCzITLm1lZXBsZS52MS5GYWlybmVzcxIxCg10dXJuX2RlYWRsaW5lGA8gASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcEIGCgRraW5kInsKDFR1cm5UaW1lZE91dBIMCgRzZWF0GAEgASgFEg4KBnBvbGljeRgCIAEoCRIfCgNib3QYAyABKAsyEi5tZWVwbGUudjEuQm90U3BlYxIsCghkZWFkbGluZRgEIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAiMQoNU2VhdFJlY2xhaW1lZBIMCgRzZWF0GAEgASgFEhIKCmFmdGVyX3R1cm4YAiABKAgibgoJQm90U2VhdGVkEgwKBHNlYXQYASABKAUSHwoDYm90GAIgASgLMhIubWVlcGxlLnYxLkJvdFNwZWMSFwoPcmVwbGFjZWRfcGxheWVyGAMgASgIEhkKEWZvcl9hYnNlbnRfcGxheWVyGBQgASgIIhkKCVNlYXRGcmVlZBIMCgRzZWF0GAEgASgFIhAKDlRhYmxlQWJhbmRvbmVkIkEKClNlYXRKb2luZWQSDAoEc2VhdBgBIAEoBRIUCgxkaXNwbGF5X25hbWUYAiABKAkSDwoHZW50cm9weRgDIAEoDCJSCghTZWF0TGVmdBIMCgRzZWF0GAEgASgFEhcKD3RhYmxlX2FiYW5kb25lZBgCIAEoCBIfCgNib3QYAyABKAsyEi5tZWVwbGUudjEuQm90U3BlYyJlCgxUYWJsZVN0YXJ0ZWQSKQoLZ2FtZV9ldmVudHMYASADKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhkKDGN1cnJlbnRfc2VhdBgCIAEoBUgAiAEBQg8KDV9jdXJyZW50X3NlYXQizwEKDUFjdGlvbkFwcGxpZWQSDAoEc2VhdBgBIAEoBRIkCgZhY3Rpb24YAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EikKC2dhbWVfZXZlbnRzGAMgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIZCgxjdXJyZW50X3NlYXQYBCABKAVIAIgBARIjCgdvdXRjb21lGAUgASgLMhIubWVlcGxlLnYxLk91dGNvbWUSDgoGYnlfYm90GB4gASgIQg8KDV9jdXJyZW50X3NlYXQihgEKDEFjdGlvblVuZG9uZRIMCgRzZWF0GAEgASgFEhYKDnVuZG9uZV92ZXJzaW9uGAIgASgDEiQKBmFjdGlvbhgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSGQoMY3VycmVudF9zZWF0GAQgASgFSACIAQFCDwoNX2N1cnJlbnRfc2VhdCISChBMaXN0R2FtZXNSZXF1ZXN0IjMKEUxpc3RHYW1lc1Jlc3BvbnNlEh4KBWdhbWVzGAEgAygLMg8ubWVlcGxlLnYxLkdhbWUipwQKEkNyZWF0ZVRhYmxlUmVxdWVzdBIMCgRnYW1lGAEgASgJEhIKCnNlYXRfY291bnQYAiABKAUSOwoHb3B0aW9ucxgDIAMoCzIqLm1lZXBsZS52MS5DcmVhdGVUYWJsZVJlcXVlc3QuT3B0aW9uc0VudHJ5Ei4KCnZpc2liaWxpdHkYBCABKA4yGi5tZWVwbGUudjEuVGFibGVWaXNpYmlsaXR5EhQKDGRpc3BsYXlfbmFtZRgFIAEoCRISCgphdXRvX3N0YXJ0GAYgASgIEhIKCnJlcXVlc3RfaWQYByABKAkSLgoNY2hhbmNlX3NjcmlwdBgIIAEoCzIXLm1lZXBsZS52MS5DaGFuY2VTY3JpcHQSKwoNaW5pdGlhbF9zdGF0ZRgJIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSFwoPaG9zdF9jcmVkZW50aWFsGAogASgJEj4KCWJvdF9zZWF0cxgLIAMoCzIrLm1lZXBsZS52MS5DcmVhdGVUYWJsZVJlcXVlc3QuQm90U2VhdHNFbnRyeRIZChFob3N0X2Rpc3BsYXlfbmFtZRgUIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ARpDCg1Cb3RTZWF0c0VudHJ5EgsKA2tleRgBIAEoBRIhCgV2YWx1ZRgCIAEoCzISLm1lZXBsZS52MS5Cb3RTcGVjOgI4ASLWAQoTQ3JlYXRlVGFibGVSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZRIXCg9ob3N0X2NyZWRlbnRpYWwYAiABKAkSFAoMaW52aXRlX3Rva2VuGAMgASgJEhMKC2ludml0ZV9saW5rGAQgASgJEhcKD3NwZWN0YXRvcl90b2tlbhgFIAEoCRIWCg5zcGVjdGF0b3JfbGluaxgGIAEoCRISCgppbnZpdGVfdXJsGAcgASgJEhUKDXNwZWN0YXRvcl91cmwYCCABKAkiHwoPR2V0VGFibGVSZXF1ZXN0EgwKBG5hbWUYASABKAkiMwoQR2V0VGFibGVSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZSI5ChNQcmV2aWV3VGFibGVSZXF1ZXN0EgwKBG5hbWUYASABKAkSFAoMaW52aXRlX3Rva2VuGAIgASgJIkAKFFByZXZpZXdUYWJsZVJlc3BvbnNlEigKB3ByZXZpZXcYASABKAsyFy5tZWVwbGUudjEuVGFibGVQcmV2aWV3IvEECgxUYWJsZVByZXZpZXcSDAoEbmFtZRgBIAEoCRIMCgRnYW1lGAIgASgJEhkKEWdhbWVfZGlzcGxheV9uYW1lGAMgASgJEhQKDGRpc3BsYXlfbmFtZRgEIAEoCRIZChFob3N0X2Rpc3BsYXlfbmFtZRgFIAEoCRIlCgVzdGF0ZRgGIAEoDjIWLm1lZXBsZS52MS5UYWJsZS5TdGF0ZRI1CgdvcHRpb25zGAcgAygLMiQubWVlcGxlLnYxLlRhYmxlUHJldmlldy5PcHRpb25zRW50cnkSRAoPc2VydmljZV9vcHRpb25zGAggAygLMisubWVlcGxlLnYxLlRhYmxlUHJldmlldy5TZXJ2aWNlT3B0aW9uc0VudHJ5EisKBXNlYXRzGAkgAygLMhwubWVlcGxlLnYxLlRhYmxlUHJldmlldy5TZWF0EhIKCmF1dG9fc3RhcnQYCiABKAgarAEKBFNlYXQSDQoFaW5kZXgYASABKAUSJAoFc3RhdGUYAiABKA4yFS5tZWVwbGUudjEuU2VhdC5TdGF0ZRIUCgxkaXNwbGF5X25hbWUYAyABKAkSJgoGcGxheWVyGAQgASgOMhYubWVlcGxlLnYxLlNlYXQuUGxheWVyEhAKCHJlc2VydmVkGAUgASgIEh8KA2JvdBhfIAEoCzISLm1lZXBsZS52MS5Cb3RTcGVjGi4KDE9wdGlvbnNFbnRyeRILCgNrZXkYASABKAkSDQoFdmFsdWUYAiABKAk6AjgBGjUKE1NlcnZpY2VPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASJvChFMaXN0VGFibGVzUmVxdWVzdBIRCglwYWdlX3NpemUYASABKAUSEgoKcGFnZV90b2tlbhgCIAEoCRIMCgRnYW1lGAMgASgJEiUKBXN0YXRlGAQgASgOMhYubWVlcGxlLnYxLlRhYmxlLlN0YXRlIk8KEkxpc3RUYWJsZXNSZXNwb25zZRIgCgZ0YWJsZXMYASADKAsyEC5tZWVwbGUudjEuVGFibGUSFwoPbmV4dF9wYWdlX3Rva2VuGAIgASgJIqcBChBKb2luVGFibGVSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhQKDGludml0ZV90b2tlbhgCIAEoCRIUCgxkaXNwbGF5X25hbWUYAyABKAkSEQoEc2VhdBgEIAEoBUgAiAEBEhIKCnJlcXVlc3RfaWQYBSABKAkSFwoPc2VhdF9jcmVkZW50aWFsGAYgASgJEg8KB2VudHJvcHkYByABKAxCBwoFX3NlYXQiWwoRSm9pblRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSDAoEc2VhdBgCIAEoBRIXCg9zZWF0X2NyZWRlbnRpYWwYAyABKAkiNgoRTGVhdmVUYWJsZVJlcXVlc3QSDQoFdGFibGUYASABKAkSEgoKcmVxdWVzdF9pZBgCIAEoCSI1ChJMZWF2ZVRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUiQwoRU3RhcnRUYWJsZVJlcXVlc3QSDAoEbmFtZRgBIAEoCRIMCgRldGFnGAIgASgJEhIKCnJlcXVlc3RfaWQYAyABKAkiNQoSU3RhcnRUYWJsZVJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlIkEKDkdldFZpZXdSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhQKB3ZlcnNpb24YHiABKANIAIgBAUIKCghfdmVyc2lvbiI1Cg9HZXRWaWV3UmVzcG9uc2USIgoEdmlldxgBIAEoCzIULm1lZXBsZS52MS5UYWJsZVZpZXciKAoXTGlzdExlZ2FsQWN0aW9uc1JlcXVlc3QSDQoFdGFibGUYASABKAkipgEKGExpc3RMZWdhbEFjdGlvbnNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgDEgwKBHNlYXQYAiABKAUSGQoMY3VycmVudF9zZWF0GAMgASgFSACIAQESGAoQcGVuZGluZ19kZWNpc2lvbhgEIAEoCRIlCgdhY3Rpb25zGAUgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueUIPCg1fY3VycmVudF9zZWF0IoABChVWYWxpZGF0ZUFjdGlvblJlcXVlc3QSDQoFdGFibGUYASABKAkSJAoGYWN0aW9uGAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIdChBleHBlY3RlZF92ZXJzaW9uGAMgASgDSACIAQFCEwoRX2V4cGVjdGVkX3ZlcnNpb24iKQoWVmFsaWRhdGVBY3Rpb25SZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgDIqwBChNTdWJtaXRBY3Rpb25SZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEiQKBmFjdGlvbhgCIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoA0gAiAEBEhIKCnJlcXVlc3RfaWQYBCABKAkSGAoQaW5jbHVkZV9kZWNpc2lvbhgFIAEoCEITChFfZXhwZWN0ZWRfdmVyc2lvbiKmAQoUU3VibWl0QWN0aW9uUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAxIMCgRldGFnGAIgASgJEiQKBWV2ZW50GAMgASgLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnQSIgoEdmlldxgEIAEoCzIULm1lZXBsZS52MS5UYWJsZVZpZXcSJQoIZGVjaXNpb24YBSABKAsyEy5tZWVwbGUudjEuRGVjaXNpb24ihAEKEVVuZG9BY3Rpb25SZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKANIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJEhgKEGluY2x1ZGVfZGVjaXNpb24YBCABKAhCEwoRX2V4cGVjdGVkX3ZlcnNpb24ipAEKElVuZG9BY3Rpb25SZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgDEgwKBGV0YWcYAiABKAkSJAoFZXZlbnQYAyABKAsyFS5tZWVwbGUudjEuVGFibGVFdmVudBIiCgR2aWV3GAQgASgLMhQubWVlcGxlLnYxLlRhYmxlVmlldxIlCghkZWNpc2lvbhgFIAEoCzITLm1lZXBsZS52MS5EZWNpc2lvbiLJAQoRV2F0Y2hUYWJsZVJlcXVlc3QSDQoFdGFibGUYASABKAkSGgoNYWZ0ZXJfdmVyc2lvbhgCIAEoA0gAiAEBEhgKEGluY2x1ZGVfZGVjaXNpb24YAyABKAgSFAoMaW5jbHVkZV92aWV3GAQgASgIEhYKDmRlY2lzaW9uc19vbmx5GAUgASgIEhgKEGluY2x1ZGVfbWVzc2FnZXMYBiABKAgSFQoNYWZ0ZXJfbWVzc2FnZRgHIAEoA0IQCg5fYWZ0ZXJfdmVyc2lvbiKPAgoSV2F0Y2hUYWJsZVJlc3BvbnNlEigKCHNuYXBzaG90GAEgASgLMhQubWVlcGxlLnYxLlRhYmxlVmlld0gAEiYKBWV2ZW50GAIgASgLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnRIABIpCgloZWFydGJlYXQYAyABKAsyFC5tZWVwbGUudjEuSGVhcnRiZWF0SAASKQoHbWVzc2FnZRgGIAEoCzIWLm1lZXBsZS52MS5DaGF0TWVzc2FnZUgAEiUKCGRlY2lzaW9uGAQgASgLMhMubWVlcGxlLnYxLkRlY2lzaW9uEiIKBHZpZXcYBSABKAsyFC5tZWVwbGUudjEuVGFibGVWaWV3QgYKBGtpbmQiRgoJSGVhcnRiZWF0Eg8KB3ZlcnNpb24YASABKAMSKAoEdGltZRgCIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAiYAoRTGlzdEV2ZW50c1JlcXVlc3QSDQoFdGFibGUYASABKAkSEQoJcGFnZV9zaXplGAIgASgFEhIKCnBhZ2VfdG9rZW4YAyABKAkSFQoNYWZ0ZXJfdmVyc2lvbhgEIAEoAyJUChJMaXN0RXZlbnRzUmVzcG9uc2USJQoGZXZlbnRzGAEgAygLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnQSFwoPbmV4dF9wYWdlX3Rva2VuGAIgASgJIl0KE1JlcGxheVJlY29yZFJlcXVlc3QSHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSJQoGZXZlbnRzGAIgAygLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnQiOwoUUmVwbGF5UmVjb3JkUmVzcG9uc2USIwoFdmlld3MYASADKAsyFC5tZWVwbGUudjEuVGFibGVWaWV3IkwKFFJlcXVlc3RSZXZpZXdSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEiUKBnJlY29yZBgCIAEoCzIVLm1lZXBsZS52MS5HYW1lUmVjb3JkIlQKCkdhbWVSZWNvcmQSHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSJQoGZXZlbnRzGAIgAygLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnQiOgoVUmVxdWVzdFJldmlld1Jlc3BvbnNlEiEKBnJldmlldxgBIAEoCzIRLm1lZXBsZS52MS5SZXZpZXciLwoQR2V0UmV2aWV3UmVxdWVzdBINCgV0YWJsZRgBIAEoCRIMCgRuYW1lGAIgASgJIjYKEUdldFJldmlld1Jlc3BvbnNlEiEKBnJldmlldxgBIAEoCzIRLm1lZXBsZS52MS5SZXZpZXci/gIKBlJldmlldxINCgV0YWJsZRgBIAEoCRIMCgRuYW1lGAkgASgJEi8KC2V4cGlyZV90aW1lGAogASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBImCgVzdGF0ZRgCIAEoDjIXLm1lZXBsZS52MS5SZXZpZXcuU3RhdGUSFgoOZGVjaXNpb25zX2RvbmUYAyABKAUSFwoPZGVjaXNpb25zX3RvdGFsGAQgASgFEg4KBnJvdW5kcxgFIAEoBRISCgp0aHJlc2hvbGRzGAYgAygBEicKB2VudHJpZXMYByADKAsyFi5tZWVwbGUudjEuUmV2aWV3RW50cnkSKwoJc3VtbWFyaWVzGAggAygLMhgubWVlcGxlLnYxLlJldmlld1N1bW1hcnkiUwoFU3RhdGUSFQoRU1RBVEVfVU5TUEVDSUZJRUQQABIQCgxTVEFURV9RVUVVRUQQARIRCg1TVEFURV9SVU5OSU5HEAISDgoKU1RBVEVfRE9ORRADIukCCgtSZXZpZXdFbnRyeRIPCgd2ZXJzaW9uGAEgASgDEgwKBHNlYXQYAiABKAUSJAoGcGxheWVkGAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIUCgxwbGF5ZWRfdmFsdWUYBCABKAESIgoEYmVzdBgFIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSEgoKYmVzdF92YWx1ZRgGIAEoARIMCgRsb3NzGAcgASgBEikKBG1hcmsYCCABKA4yGy5tZWVwbGUudjEuUmV2aWV3RW50cnkuTWFyaxIPCgdjaG9pY2VzGAkgASgFEhMKC3BsYXllZF90ZXh0GAogASgJEhEKCWJlc3RfdGV4dBgLIAEoCSJVCgRNYXJrEhQKEE1BUktfVU5TUEVDSUZJRUQQABITCg9NQVJLX0lOQUNDVVJBQ1kQARIQCgxNQVJLX01JU1RBS0UQAhIQCgxNQVJLX0JMVU5ERVIQAyKSAQoNUmV2aWV3U3VtbWFyeRIMCgRzZWF0GAEgASgFEhEKCWRlY2lzaW9ucxgCIAEoBRIUCgxhdmVyYWdlX2xvc3MYAyABKAESEAoIYWNjdXJhY3kYBCABKAESFAoMaW5hY2N1cmFjaWVzGAUgASgFEhAKCG1pc3Rha2VzGAYgASgFEhAKCGJsdW5kZXJzGAcgASgFIh8KDkdldEhpbnRSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJIjAKD0dldEhpbnRSZXNwb25zZRIdCgRoaW50GAEgASgLMg8ubWVlcGxlLnYxLkhpbnQiagoESGludBIPCgd2ZXJzaW9uGAEgASgDEgwKBHNlYXQYAiABKAUSIgoFbW92ZXMYAyADKAsyEy5tZWVwbGUudjEuSGludE1vdmUSDwoHY2hvaWNlcxgEIAEoBRIOCgZyb3VuZHMYBSABKAUiTQoISGludE1vdmUSJAoGYWN0aW9uGAEgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRINCgV2YWx1ZRgCIAEoARIMCgR0ZXh0GAMgASgJIoIBCg1BZGRCb3RSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhEKBHNlYXQYAiABKAVIAIgBARIfCgNib3QYAyABKAsyEi5tZWVwbGUudjEuQm90U3BlYxISCgpyZXF1ZXN0X2lkGAQgASgJEhEKCWtlZXBfc2VhdBgUIAEoCEIHCgVfc2VhdCI/Cg5BZGRCb3RSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZRIMCgRzZWF0GAIgASgFIkIKD0ZyZWVTZWF0UmVxdWVzdBINCgV0YWJsZRgBIAEoCRIMCgRzZWF0GAIgASgFEhIKCnJlcXVlc3RfaWQYAyABKAkiXgoQRnJlZVNlYXRSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZRIUCgxpbnZpdGVfdG9rZW4YAiABKAkSEwoLaW52aXRlX2xpbmsYAyABKAkiNwoSUmVjbGFpbVNlYXRSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhIKCnJlcXVlc3RfaWQYAiABKAkiNgoTUmVjbGFpbVNlYXRSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZSI4ChNBYmFuZG9uVGFibGVSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhIKCnJlcXVlc3RfaWQYAiABKAkiNwoUQWJhbmRvblRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUiXQoTUmVtYXRjaFRhYmxlUmVxdWVzdBINCgV0YWJsZRgBIAEoCRISCgpyZXF1ZXN0X2lkGAIgASgJEhIKCmNyZWRlbnRpYWwYAyABKAkSDwoHZW50cm9weRgEIAEoDCK0AQoUUmVtYXRjaFRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSEQoEc2VhdBgCIAEoBUgAiAEBEhcKD3NlYXRfY3JlZGVudGlhbBgDIAEoCRIXCg9ob3N0X2NyZWRlbnRpYWwYBCABKAkSFAoMaW52aXRlX3Rva2VuGAUgASgJEhcKD3NwZWN0YXRvcl90b2tlbhgGIAEoCUIHCgVfc2VhdCI1CgdSZW1hdGNoEg0KBXRhYmxlGAEgASgJEg0KBXNlYXRzGAIgAygFEgwKBGhvc3QYAyABKAgiQgoTQWR2YW5jZUNsb2NrUmVxdWVzdBIrCghkdXJhdGlvbhgBIAEoCzIZLmdvb2dsZS5wcm90b2J1Zi5EdXJhdGlvbiJAChRBZHZhbmNlQ2xvY2tSZXNwb25zZRIoCgR0aW1lGAEgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCJCChBQdXNoU3Vic2NyaXB0aW9uEhAKCGVuZHBvaW50GAEgASgJEg4KBnAyNTZkaBgCIAEoCRIMCgRhdXRoGAMgASgJIn8KFE5vdGlmaWNhdGlvblNldHRpbmdzEg0KBW11dGVkGAEgASgIEhAKCGxhbmd1YWdlGAIgASgJEg0KBWVtYWlsGAMgASgJEjcKEnB1c2hfc3Vic2NyaXB0aW9ucxgEIAMoCzIbLm1lZXBsZS52MS5QdXNoU3Vic2NyaXB0aW9uIi8KHkdldE5vdGlmaWNhdGlvblNldHRpbmdzUmVxdWVzdBINCgV0YWJsZRgBIAEoCSKGAQofR2V0Tm90aWZpY2F0aW9uU2V0dGluZ3NSZXNwb25zZRIxCghzZXR0aW5ncxgBIAEoCzIfLm1lZXBsZS52MS5Ob3RpZmljYXRpb25TZXR0aW5ncxIXCg9lbWFpbF9hdmFpbGFibGUYAiABKAgSFwoPcHVzaF9wdWJsaWNfa2V5GAMgASgJIpYBCiFVcGRhdGVOb3RpZmljYXRpb25TZXR0aW5nc1JlcXVlc3QSDQoFdGFibGUYASABKAkSMQoIc2V0dGluZ3MYAiABKAsyHy5tZWVwbGUudjEuTm90aWZpY2F0aW9uU2V0dGluZ3MSLwoLdXBkYXRlX21hc2sYAyABKAsyGi5nb29nbGUucHJvdG9idWYuRmllbGRNYXNrIlcKIlVwZGF0ZU5vdGlmaWNhdGlvblNldHRpbmdzUmVzcG9uc2USMQoIc2V0dGluZ3MYASABKAsyHy5tZWVwbGUudjEuTm90aWZpY2F0aW9uU2V0dGluZ3MiXgoaQWRkUHVzaFN1YnNjcmlwdGlvblJlcXVlc3QSDQoFdGFibGUYASABKAkSMQoMc3Vic2NyaXB0aW9uGAIgASgLMhsubWVlcGxlLnYxLlB1c2hTdWJzY3JpcHRpb24iUAobQWRkUHVzaFN1YnNjcmlwdGlvblJlc3BvbnNlEjEKCHNldHRpbmdzGAEgASgLMh8ubWVlcGxlLnYxLk5vdGlmaWNhdGlvblNldHRpbmdzIkAKHURlbGV0ZVB1c2hTdWJzY3JpcHRpb25SZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhAKCGVuZHBvaW50GAIgASgJIlMKHkRlbGV0ZVB1c2hTdWJzY3JpcHRpb25SZXNwb25zZRIxCghzZXR0aW5ncxgBIAEoCzIfLm1lZXBsZS52MS5Ob3RpZmljYXRpb25TZXR0aW5ncyKKAgoGTGVzc29uEgwKBG5hbWUYASABKAkSDAoEZ2FtZRgCIAEoCRINCgVvcmRlchgDIAEoBRIQCghsYW5ndWFnZRgEIAEoCRINCgV0aXRsZRgFIAEoCRIPCgd0ZWFjaGVzGAYgASgJEg0KBXRvcGljGAcgASgJEhMKC3RvcGljX3RpdGxlGAggASgJEiMKBHJ1bGUYCSABKAsyFS5tZWVwbGUudjEuTGVzc29uUnVsZRIOCgZzb3VyY2UYCiABKAkSEAoIZXhhbXBsZXMYCyADKAkSEgoKc3RlcF9jb3VudBgMIAEoBRIkCgVzdGVwcxgNIAMoCzIVLm1lZXBsZS52MS5MZXNzb25TdGVwImgKCkxlc3NvblJ1bGUSDAoEdGV4dBgBIAEoCRIMCgR0ZXJtGAIgASgJEhAKCHJ1bGVib29rGAMgASgJEgwKBGxpbmUYBCABKAUSDQoFcGFnZXMYBSADKAUSDwoHc2VjdGlvbhgGIAEoCSK7AQoKTGVzc29uU3RlcBIMCgR0YXNrGAEgASgJEisKDXJpZ2h0X2FjdGlvbnMYAiADKAsyFC5nb29nbGUucHJvdG9idWYuQW55EioKDHNob3duX2FjdGlvbhgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDAoEbWlzcxgEIAEoCRIqCghtaXN0YWtlcxgFIAMoCzIYLm1lZXBsZS52MS5MZXNzb25NaXN0YWtlEgwKBGRvbmUYBiABKAkiUgoNTGVzc29uTWlzdGFrZRIkCgZhY3Rpb24YASABKAsyFC5nb29nbGUucHJvdG9idWYuQW55Eg4KBnJlYXNvbhgCIAEoCRILCgN3aHkYAyABKAkiWwoSTGlzdExlc3NvbnNSZXF1ZXN0EgwKBGdhbWUYASABKAkSEAoIbGFuZ3VhZ2UYAiABKAkSEQoJcGFnZV9zaXplGAMgASgFEhIKCnBhZ2VfdG9rZW4YBCABKAkiUgoTTGlzdExlc3NvbnNSZXNwb25zZRIiCgdsZXNzb25zGAEgAygLMhEubWVlcGxlLnYxLkxlc3NvbhIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkieQoSU3RhcnRMZXNzb25SZXF1ZXN0Eg4KBmxlc3NvbhgBIAEoCRIQCghsYW5ndWFnZRgCIAEoCRIUCgxkaXNwbGF5X25hbWUYAyABKAkSEgoKcmVxdWVzdF9pZBgEIAEoCRIXCg9zZWF0X2NyZWRlbnRpYWwYBSABKAkigAEKE1N0YXJ0TGVzc29uUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSDAoEc2VhdBgCIAEoBRIXCg9zZWF0X2NyZWRlbnRpYWwYAyABKAkSIQoGbGVzc29uGAQgASgLMhEubWVlcGxlLnYxLkxlc3NvbiLEAgoLQ2hhdE1lc3NhZ2USDAoEbmFtZRgBIAEoCRIQCghzZXF1ZW5jZRgCIAEoAxIMCgRzZWF0GAMgASgFEg4KBHRleHQYBCABKAlIABIzCghyZWFjdGlvbhgFIAEoDjIfLm1lZXBsZS52MS5DaGF0TWVzc2FnZS5SZWFjdGlvbkgAEi8KC2NyZWF0ZV90aW1lGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCKFAQoIUmVhY3Rpb24SGAoUUkVBQ1RJT05fVU5TUEVDSUZJRUQQABIWChJSRUFDVElPTl9ZT1VSX01PVkUQARIYChRSRUFDVElPTl9XRUxMX1BMQVlFRBACEhYKElJFQUNUSU9OX0dPT0RfR0FNRRADEhUKEVJFQUNUSU9OX1RISU5LSU5HEARCCQoHY29udGVudCJ4ChJTZW5kTWVzc2FnZVJlcXVlc3QSDQoFdGFibGUYASABKAkSDAoEdGV4dBgCIAEoCRIxCghyZWFjdGlvbhgDIAEoDjIfLm1lZXBsZS52MS5DaGF0TWVzc2FnZS5SZWFjdGlvbhISCgpyZXF1ZXN0X2lkGAQgASgJIj4KE1NlbmRNZXNzYWdlUmVzcG9uc2USJwoHbWVzc2FnZRgBIAEoCzIWLm1lZXBsZS52MS5DaGF0TWVzc2FnZSJjChNMaXN0TWVzc2FnZXNSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhEKCXBhZ2Vfc2l6ZRgCIAEoBRISCgpwYWdlX3Rva2VuGAMgASgJEhYKDmFmdGVyX3NlcXVlbmNlGAQgASgDIm4KFExpc3RNZXNzYWdlc1Jlc3BvbnNlEigKCG1lc3NhZ2VzGAEgAygLMhYubWVlcGxlLnYxLkNoYXRNZXNzYWdlEhcKD25leHRfcGFnZV90b2tlbhgCIAEoCRITCgttdXRlZF9zZWF0cxgDIAMoBSJRCg9NdXRlQ2hhdFJlcXVlc3QSDQoFdGFibGUYASABKAkSDAoEc2VhdBgCIAEoBRINCgVtdXRlZBgDIAEoCBISCgpyZXF1ZXN0X2lkGAQgASgJIicKEE11dGVDaGF0UmVzcG9uc2USEwoLbXV0ZWRfc2VhdHMYASADKAUqbgoPVGFibGVWaXNpYmlsaXR5EiAKHFRBQkxFX1ZJU0lCSUxJVFlfVU5TUEVDSUZJRUQQABIcChhUQUJMRV9WSVNJQklMSVRZX1BSSVZBVEUQARIbChdUQUJMRV9WSVNJQklMSVRZX1BVQkxJQxACMsIVCgtHYW1lU2VydmljZRJGCglMaXN0R2FtZXMSGy5tZWVwbGUudjEuTGlzdEdhbWVzUmVxdWVzdBocLm1lZXBsZS52MS5MaXN0R2FtZXNSZXNwb25zZRJMCgtDcmVhdGVUYWJsZRIdLm1lZXBsZS52MS5DcmVhdGVUYWJsZVJlcXVlc3QaHi5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXNwb25zZRJDCghHZXRUYWJsZRIaLm1lZXBsZS52MS5HZXRUYWJsZVJlcXVlc3QaGy5tZWVwbGUudjEuR2V0VGFibGVSZXNwb25zZRJPCgxQcmV2aWV3VGFibGUSHi5tZWVwbGUudjEuUHJldmlld1RhYmxlUmVxdWVzdBofLm1lZXBsZS52MS5QcmV2aWV3VGFibGVSZXNwb25zZRJJCgpMaXN0VGFibGVzEhwubWVlcGxlLnYxLkxpc3RUYWJsZXNSZXF1ZXN0Gh0ubWVlcGxlLnYxLkxpc3RUYWJsZXNSZXNwb25zZRJGCglKb2luVGFibGUSGy5tZWVwbGUudjEuSm9pblRhYmxlUmVxdWVzdBocLm1lZXBsZS52MS5Kb2luVGFibGVSZXNwb25zZRJJCgpMZWF2ZVRhYmxlEhwubWVlcGxlLnYxLkxlYXZlVGFibGVSZXF1ZXN0Gh0ubWVlcGxlLnYxLkxlYXZlVGFibGVSZXNwb25zZRI9CgZBZGRCb3QSGC5tZWVwbGUudjEuQWRkQm90UmVxdWVzdBoZLm1lZXBsZS52MS5BZGRCb3RSZXNwb25zZRJDCghGcmVlU2VhdBIaLm1lZXBsZS52MS5GcmVlU2VhdFJlcXVlc3QaGy5tZWVwbGUudjEuRnJlZVNlYXRSZXNwb25zZRJMCgtSZWNsYWltU2VhdBIdLm1lZXBsZS52MS5SZWNsYWltU2VhdFJlcXVlc3QaHi5tZWVwbGUudjEuUmVjbGFpbVNlYXRSZXNwb25zZRJPCgxBYmFuZG9uVGFibGUSHi5tZWVwbGUudjEuQWJhbmRvblRhYmxlUmVxdWVzdBofLm1lZXBsZS52MS5BYmFuZG9uVGFibGVSZXNwb25zZRJPCgxSZW1hdGNoVGFibGUSHi5tZWVwbGUudjEuUmVtYXRjaFRhYmxlUmVxdWVzdBofLm1lZXBsZS52MS5SZW1hdGNoVGFibGVSZXNwb25zZRJPCgxBZHZhbmNlQ2xvY2sSHi5tZWVwbGUudjEuQWR2YW5jZUNsb2NrUmVxdWVzdBofLm1lZXBsZS52MS5BZHZhbmNlQ2xvY2tSZXNwb25zZRJJCgpTdGFydFRhYmxlEhwubWVlcGxlLnYxLlN0YXJ0VGFibGVSZXF1ZXN0Gh0ubWVlcGxlLnYxLlN0YXJ0VGFibGVSZXNwb25zZRJACgdHZXRWaWV3EhkubWVlcGxlLnYxLkdldFZpZXdSZXF1ZXN0GhoubWVlcGxlLnYxLkdldFZpZXdSZXNwb25zZRJbChBMaXN0TGVnYWxBY3Rpb25zEiIubWVlcGxlLnYxLkxpc3RMZWdhbEFjdGlvbnNSZXF1ZXN0GiMubWVlcGxlLnYxLkxpc3RMZWdhbEFjdGlvbnNSZXNwb25zZRJVCg5WYWxpZGF0ZUFjdGlvbhIgLm1lZXBsZS52MS5WYWxpZGF0ZUFjdGlvblJlcXVlc3QaIS5tZWVwbGUudjEuVmFsaWRhdGVBY3Rpb25SZXNwb25zZRJPCgxTdWJtaXRBY3Rpb24SHi5tZWVwbGUudjEuU3VibWl0QWN0aW9uUmVxdWVzdBofLm1lZXBsZS52MS5TdWJtaXRBY3Rpb25SZXNwb25zZRJJCgpVbmRvQWN0aW9uEhwubWVlcGxlLnYxLlVuZG9BY3Rpb25SZXF1ZXN0Gh0ubWVlcGxlLnYxLlVuZG9BY3Rpb25SZXNwb25zZRJLCgpXYXRjaFRhYmxlEhwubWVlcGxlLnYxLldhdGNoVGFibGVSZXF1ZXN0Gh0ubWVlcGxlLnYxLldhdGNoVGFibGVSZXNwb25zZTABEkkKCkxpc3RFdmVudHMSHC5tZWVwbGUudjEuTGlzdEV2ZW50c1JlcXVlc3QaHS5tZWVwbGUudjEuTGlzdEV2ZW50c1Jlc3BvbnNlEk8KDFJlcGxheVJlY29yZBIeLm1lZXBsZS52MS5SZXBsYXlSZWNvcmRSZXF1ZXN0Gh8ubWVlcGxlLnYxLlJlcGxheVJlY29yZFJlc3BvbnNlEnAKF0dldE5vdGlmaWNhdGlvblNldHRpbmdzEikubWVlcGxlLnYxLkdldE5vdGlmaWNhdGlvblNldHRpbmdzUmVxdWVzdBoqLm1lZXBsZS52MS5HZXROb3RpZmljYXRpb25TZXR0aW5nc1Jlc3BvbnNlEnkKGlVwZGF0ZU5vdGlmaWNhdGlvblNldHRpbmdzEiwubWVlcGxlLnYxLlVwZGF0ZU5vdGlmaWNhdGlvblNldHRpbmdzUmVxdWVzdBotLm1lZXBsZS52MS5VcGRhdGVOb3RpZmljYXRpb25TZXR0aW5nc1Jlc3BvbnNlEmQKE0FkZFB1c2hTdWJzY3JpcHRpb24SJS5tZWVwbGUudjEuQWRkUHVzaFN1YnNjcmlwdGlvblJlcXVlc3QaJi5tZWVwbGUudjEuQWRkUHVzaFN1YnNjcmlwdGlvblJlc3BvbnNlEm0KFkRlbGV0ZVB1c2hTdWJzY3JpcHRpb24SKC5tZWVwbGUudjEuRGVsZXRlUHVzaFN1YnNjcmlwdGlvblJlcXVlc3QaKS5tZWVwbGUudjEuRGVsZXRlUHVzaFN1YnNjcmlwdGlvblJlc3BvbnNlEkwKC0xpc3RMZXNzb25zEh0ubWVlcGxlLnYxLkxpc3RMZXNzb25zUmVxdWVzdBoeLm1lZXBsZS52MS5MaXN0TGVzc29uc1Jlc3BvbnNlEkwKC1N0YXJ0TGVzc29uEh0ubWVlcGxlLnYxLlN0YXJ0TGVzc29uUmVxdWVzdBoeLm1lZXBsZS52MS5TdGFydExlc3NvblJlc3BvbnNlElIKDVJlcXVlc3RSZXZpZXcSHy5tZWVwbGUudjEuUmVxdWVzdFJldmlld1JlcXVlc3QaIC5tZWVwbGUudjEuUmVxdWVzdFJldmlld1Jlc3BvbnNlEkYKCUdldFJldmlldxIbLm1lZXBsZS52MS5HZXRSZXZpZXdSZXF1ZXN0GhwubWVlcGxlLnYxLkdldFJldmlld1Jlc3BvbnNlEkwKC1NlbmRNZXNzYWdlEh0ubWVlcGxlLnYxLlNlbmRNZXNzYWdlUmVxdWVzdBoeLm1lZXBsZS52MS5TZW5kTWVzc2FnZVJlc3BvbnNlEk8KDExpc3RNZXNzYWdlcxIeLm1lZXBsZS52MS5MaXN0TWVzc2FnZXNSZXF1ZXN0Gh8ubWVlcGxlLnYxLkxpc3RNZXNzYWdlc1Jlc3BvbnNlEkMKCE11dGVDaGF0EhoubWVlcGxlLnYxLk11dGVDaGF0UmVxdWVzdBobLm1lZXBsZS52MS5NdXRlQ2hhdFJlc3BvbnNlEkAKB0dldEhpbnQSGS5tZWVwbGUudjEuR2V0SGludFJlcXVlc3QaGi5tZWVwbGUudjEuR2V0SGludFJlc3BvbnNlQjQKDWRldi5tZWVwbGUudjFQAVohbWVlcGxlLmRldi9nZW4vbWVlcGxlL3YxO21lZXBsZXYxYgZwcm90bzM",[Fr,Qn,gl,il,ic]);var lc=z(Be,2),um=se(Be,2,0),_=ie(um);var dm=se(Be,6,0),ye=ie(dm),hm=se(Be,6,1),Ae=ie(hm),fm=se(Be,6,2),fa=ie(fm);var ma=z(Be,10);var mm=se(Be,60,0),vo=ie(mm);var pm=se(Be,61,0),Eo=ie(pm);var gm=se(Be,98,0),un=ie(gm);var bm=se(Be,0),cc=ie(bm),uc=Ol(Be,0);var ym=ne("Ch5nb29nbGUvcnBjL2Vycm9yX2RldGFpbHMucHJvdG8SCmdvb2dsZS5ycGMikwEKCUVycm9ySW5mbxIOCgZyZWFzb24YASABKAkSDgoGZG9tYWluGAIgASgJEjUKCG1ldGFkYXRhGAMgAygLMiMuZ29vZ2xlLnJwYy5FcnJvckluZm8uTWV0YWRhdGFFbnRyeRovCg1NZXRhZGF0YUVudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEiOwoJUmV0cnlJbmZvEi4KC3JldHJ5X2RlbGF5GAEgASgLMhkuZ29vZ2xlLnByb3RvYnVmLkR1cmF0aW9uIjIKCURlYnVnSW5mbxIVCg1zdGFja19lbnRyaWVzGAEgAygJEg4KBmRldGFpbBgCIAEoCSKPAwoMUXVvdGFGYWlsdXJlEjYKCnZpb2xhdGlvbnMYASADKAsyIi5nb29nbGUucnBjLlF1b3RhRmFpbHVyZS5WaW9sYXRpb24axgIKCVZpb2xhdGlvbhIPCgdzdWJqZWN0GAEgASgJEhMKC2Rlc2NyaXB0aW9uGAIgASgJEhMKC2FwaV9zZXJ2aWNlGAMgASgJEhQKDHF1b3RhX21ldHJpYxgEIAEoCRIQCghxdW90YV9pZBgFIAEoCRJRChBxdW90YV9kaW1lbnNpb25zGAYgAygLMjcuZ29vZ2xlLnJwYy5RdW90YUZhaWx1cmUuVmlvbGF0aW9uLlF1b3RhRGltZW5zaW9uc0VudHJ5EhMKC3F1b3RhX3ZhbHVlGAcgASgDEh8KEmZ1dHVyZV9xdW90YV92YWx1ZRgIIAEoA0gAiAEBGjYKFFF1b3RhRGltZW5zaW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAFCFQoTX2Z1dHVyZV9xdW90YV92YWx1ZSKVAQoTUHJlY29uZGl0aW9uRmFpbHVyZRI9Cgp2aW9sYXRpb25zGAEgAygLMikuZ29vZ2xlLnJwYy5QcmVjb25kaXRpb25GYWlsdXJlLlZpb2xhdGlvbho/CglWaW9sYXRpb24SDAoEdHlwZRgBIAEoCRIPCgdzdWJqZWN0GAIgASgJEhMKC2Rlc2NyaXB0aW9uGAMgASgJIswBCgpCYWRSZXF1ZXN0Ej8KEGZpZWxkX3Zpb2xhdGlvbnMYASADKAsyJS5nb29nbGUucnBjLkJhZFJlcXVlc3QuRmllbGRWaW9sYXRpb24afQoORmllbGRWaW9sYXRpb24SDQoFZmllbGQYASABKAkSEwoLZGVzY3JpcHRpb24YAiABKAkSDgoGcmVhc29uGAMgASgJEjcKEWxvY2FsaXplZF9tZXNzYWdlGAQgASgLMhwuZ29vZ2xlLnJwYy5Mb2NhbGl6ZWRNZXNzYWdlIjcKC1JlcXVlc3RJbmZvEhIKCnJlcXVlc3RfaWQYASABKAkSFAoMc2VydmluZ19kYXRhGAIgASgJImAKDFJlc291cmNlSW5mbxIVCg1yZXNvdXJjZV90eXBlGAEgASgJEhUKDXJlc291cmNlX25hbWUYAiABKAkSDQoFb3duZXIYAyABKAkSEwoLZGVzY3JpcHRpb24YBCABKAkiVgoESGVscBIkCgVsaW5rcxgBIAMoCzIVLmdvb2dsZS5ycGMuSGVscC5MaW5rGigKBExpbmsSEwoLZGVzY3JpcHRpb24YASABKAkSCwoDdXJsGAIgASgJIjMKEExvY2FsaXplZE1lc3NhZ2USDgoGbG9jYWxlGAEgASgJEg8KB21lc3NhZ2UYAiABKAlCbAoOY29tLmdvb2dsZS5ycGNCEUVycm9yRGV0YWlsc1Byb3RvUAFaP2dvb2dsZS5nb2xhbmcub3JnL2dlbnByb3RvL2dvb2dsZWFwaXMvcnBjL2VycmRldGFpbHM7ZXJyZGV0YWlsc6ICA1JQQ2IGcHJvdG8z",[Qn]),dc=z(ym,0);var wm=ha({baseUrl:location.origin,useBinaryFormat:!0}),V=oa(uc,wm);function G(e){return e?{headers:{authorization:`Bearer ${e}`}}:{}}function P(){return crypto.randomUUID()}function Ue(){let e=crypto.getRandomValues(new Uint8Array(32));return btoa(String.fromCharCode(...e)).replace(/\+/g,"-").replace(/\//g,"_").replace(/=+$/,"")}async function Fe(e){for(let t=0;;t+=1)try{return await e()}catch(n){let{err:o}=ce(n);if(t>=3||![Z.Unavailable,Z.Unknown,Z.DeadlineExceeded].includes(o.code))throw n;await new Promise(r=>setTimeout(r,400*2**t))}}function hc(e){return`error-${e.toLowerCase().replace(/_/g,"-")}`}function ce(e){let t=X.from(e),n=t.findDetails(dc)[0];return{err:t,reason:n?n.reason:"",metadata:n?n.metadata:{}}}function B(e){let{err:t,reason:n}=ce(e);if(n&&Bn(hc(n)))return c(hc(n));if($e(e))return c("error-unreachable");let o=t.rawMessage||n||String(t.code);return c("error-other",{message:o.charAt(0).toUpperCase()+o.slice(1)+(o.endsWith(".")?"":".")})}function $e(e){let{err:t,reason:n}=ce(e);return!n&&[Z.Unavailable,Z.Unknown,Z.DeadlineExceeded].includes(t.code)}var pa="http://www.w3.org/2000/svg";function mc(e,t,n){for(let[o,r]of Object.entries(t||{}))r==null||r===!1||(o.startsWith("on")?e.addEventListener(o.slice(2),r):o==="class"?e.setAttribute("class",r):e.setAttribute(o,r===!0?"":String(r)));for(let o of n.flat(1/0)){if(o==null||o===!1)continue;let r=typeof o=="number"||typeof o=="bigint"?C(o,{useGrouping:!1}):String(o);e.append(o instanceof Node?o:document.createTextNode(r))}return e}function d(e,t,...n){return mc(document.createElement(e),t,n)}function U(e,t,...n){return mc(document.createElementNS(pa,e),t,n)}var fc=new Map;function km(e){for(let t of e.querySelectorAll("text, tspan"))for(let n of t.childNodes)n.nodeType===Node.TEXT_NODE&&/[0-9]/.test(n.textContent)&&(n.textContent=n.textContent.replace(/[0-9]+/g,o=>C(Number(o))))}function ht(e){let t=`${q()}
${e}`,n=fc.get(t);if(!n){let o=new DOMParser().parseFromString(`<svg xmlns="${pa}">${e}</svg>`,"image/svg+xml");n=document.createElementNS(pa,"g");for(let r of[...o.documentElement.childNodes])n.append(document.importNode(r,!0));km(n),fc.set(t,n)}return n.cloneNode(!0)}function D(e,...t){e.replaceChildren(...t.flat().filter(Boolean))}var pc="meeple.tables.v1";function ga(){try{return JSON.parse(localStorage.getItem(pc)||"{}")}catch{return{}}}function gc(){return ga()}function Tt(e){return ga()[e]||null}function fe(e,t){let n=ga();return n[e]={...n[e]||{},...t},localStorage.setItem(pc,JSON.stringify(n)),n[e]}var ba=new TextEncoder;function Zt(e){return[...e].map(t=>t.toString(16).padStart(2,"0")).join("")}function bc(e){return new Uint8Array([e>>>24&255,e>>>16&255,e>>>8&255,e&255])}function vm(e){let t=new Uint8Array(e.reduce((o,r)=>o+r.length,0)),n=0;for(let o of e)t.set(o,n),n+=o.length;return t}async function yc(e){return new Uint8Array(await crypto.subtle.digest("SHA-256",vm(e)))}var ya=new Uint8Array([0]);async function wc(e){let t=e.fairness,n=await yc([ba.encode("meeple/seed-commitment/v1"),ya,ba.encode(e.name),ya,t.serverSecret]),o=e.seats.flatMap(a=>[bc(a.entropy.length),a.entropy]),r=await yc([ba.encode("meeple/seed/v1"),ya,t.serverSecret,bc(e.seats.length),...o]);return{commitment:Zt(n)===Zt(t.commitment),seed:Zt(r)===Zt(t.seed)}}function Bt(){return crypto.getRandomValues(new Uint8Array(32))}var Ao=["beginner","easy","medium","hard","expert"];function Em(e){let t=`bot-name-${e.kind}`;return Bn(t)?c(`bot-name-${e.kind}`,{level:e.level}):null}function wa(e){return!e||e.player!==Ae.BOT||e.absent||!e.bot?null:Em(e.bot)}function ze(e){return wa(e)??e.displayName}function Le(e,t,n,o=null){document.title=c("app-page-title",{page:t}),D(e,d("section",{class:"card error-page",id:"bad-link"},d("h1",{},t),d("p",{role:"alert"},n),o,d("p",{},d("a",{href:"/"},c("invite-start-new")))))}function ka(e,t,n){history.replaceState(null,"",`/t/${t}`),Le(e,c("invite-broken-heading"),c(`invite-broken-${n}`),["full","started"].includes(n)?d("p",{class:"muted"},c("invite-watch-instead")):null),document.getElementById("bad-link").dataset.why=n}var va=e=>e.state===ye.EMPTY&&!e.reserved;function Am(e){let t=e.seats.filter(va).length;return e.state===_.FINISHED?"over":e.state===_.ABANDONED?"abandoned":t?"":e.state===_.WAITING?"full":"started"}async function kc(e,t,n,o){let r=`tables/${t}`;document.title=c("invite-title"),D(e,d("p",{class:"muted"},c("invite-loading")));let a;try{a=(await V.previewTable({name:r,inviteToken:n})).preview}catch(i){ka(e,t,$e(i)?"unreachable":"bad");return}let s=Am(a);if(s){ka(e,t,s);return}xm(e,t,r,n,a,o)}function Sm(e){let t=Ye(e.game,e.gameDisplayName||e.game.split("/")[1]),n=e.seats.filter(va).length,o=[...Object.entries(e.options).map(([r,a])=>[{name:r,service:!1},a]),...Object.entries(e.serviceOptions).map(([r,a])=>[{name:r,service:!0},a])].map(([r,a])=>[$n(e.game,r),Dt(e.game,r,a)]);return[d("p",{class:"lead",id:"invite-game"},e.hostDisplayName?c("invite-game-by-host",{host:e.hostDisplayName,game:t}):c("invite-game",{game:t})),e.displayName?d("p",{class:"muted"},c("invite-table-name",{name:e.displayName})):null,d("h2",{},c("invite-seats")),d("ul",{class:"seats",id:"invite-seats"},e.seats.map(r=>d("li",{class:"seat","data-seat":r.index,"data-free":String(va(r))},r.reserved?c("rematch-waiting-for",{name:r.displayName}):r.state===ye.EMPTY?c("invite-seat-free"):wa(r)??(r.player===Ae.BOT?c("invite-seat-bot",{name:r.displayName}):r.displayName)))),d("p",{id:"invite-free"},c("invite-free-count",{count:n})),o.length?d("details",{class:"invite-options"},d("summary",{},c("invite-options")),d("dl",{id:"invite-options"},o.flatMap(([r,a])=>[d("dt",{},r),d("dd",{},a)]))):null]}function xm(e,t,n,o,r,a){let s=d("input",{id:"name",required:!0,maxlength:40,autocomplete:"nickname",placeholder:c("invite-name-example")}),i=d("p",{class:"status",role:"status"}),l=d("form",{class:"card join",id:"join"},d("h1",{},c("invite-heading")),Sm(r),d("label",{},c("invite-your-name"),s),d("button",{type:"submit",class:"primary",id:"take-seat"},c("invite-take-seat")),i);l.addEventListener("submit",async u=>{u.preventDefault(),i.textContent=c("invite-taking-seat");try{let h={table:n,inviteToken:o,displayName:s.value.trim(),requestId:P(),seatCredential:Ue(),entropy:Bt()},f=await Fe(()=>V.joinTable(h)),g=fe(t,{seat:f.seat,credential:f.seatCredential,name:s.value.trim()});history.replaceState(null,"",`/t/${t}`),a(g)}catch(h){let{reason:f}=ce(h),g={TABLE_NOT_FOUND:"bad",TABLE_FULL:"full",TABLE_NOT_WAITING:"started"};g[f]?ka(e,t,g[f]):(i.textContent=B(h),i.setAttribute("role","alert"))}}),D(e,l),s.focus()}function vc(e,{onChange:t=()=>location.reload()}={}){let n=document.createElement("select");n.id="language",n.className="language-select";for(let r of it){let a=document.createElement("option");a.value=r,a.lang=r,a.textContent=c(`language-name-${r}`),a.selected=r===q(),n.append(a)}let o=document.createElement("label");return o.className="language-switch",o.htmlFor="language",o.textContent=c("language-switch"),n.addEventListener("change",()=>{Zn(n.value,{persist:!0}),t(n.value)}),e.setAttribute("aria-label",c("language-switch")),e.replaceChildren(o,n),n}var Ec=null;function So(e){let t=Math.max(0,Math.ceil(e/1e3)),n={minimumIntegerDigits:2},o=t%60;if(t>=3600){let r=Math.floor(t/60)%60;return`${C(Math.floor(t/3600))}:${C(r,n)}:${C(o,n)}`}return`${C(Math.floor(t/60))}:${C(o,n)}`}function Ac(){let e=Date.now();for(let t of document.querySelectorAll("[data-deadline]")){let n=Number(t.dataset.deadline)-e;t.textContent=So(n),t.dataset.low=String(n<1e4)}}function Sc(){Ac(),Ec||(Ec=setInterval(Ac,250))}function ft(e){return Number(e.seconds)*1e3+Math.floor(e.nanos/1e6)}var xo=3600*1e3;function xc(e){return new Intl.DateTimeFormat(q(),{dateStyle:"medium",timeStyle:"short"}).format(new Date(e))}function Nm(e){let t=Math.max(0,Math.floor(e/xo));return{days:Math.floor(t/24),hours:t%24}}function Nc(e){let{table:t,view:n}=e;if(e.mySeat===null||t.state!==_.ACTIVE||n.currentSeat!==e.mySeat)return null;let o=t.turnClock,r=o&&o.seat===e.mySeat,a=r&&o.turnStart?ft(o.turnStart):ft(t.updateTime),s=r&&o.deadline?ft(o.deadline)-Date.now():null;if(!(s!==null&&s>=xo)&&Date.now()-a<xo)return null;let i=[d("span",{id:"move-since"},c("slow-your-move-since",{since:xc(a)}))];if(s!==null&&s>=xo){let{days:l,hours:u}=Nm(s);i.push(d("span",{id:"time-left"},l?c("slow-time-left",{days:l,hours:u}):c("slow-time-left-hours",{hours:u})))}return d("p",{class:"slow-status",id:"slow-status"},...i)}var Rm=[["off","lobby-clock-off",{turn_timer:"off"}],["real-time","lobby-clock-real-time",{turn_timer:"per_turn",turn_seconds:"60",bank_seconds:"600"}],["minutes","lobby-clock-minutes",{turn_timer:"per_turn",turn_seconds:"300",bank_seconds:"3600"}],["day","lobby-clock-day",{turn_timer:"per_turn",turn_seconds:"86400",bank_seconds:"1209600"}],["three-days","lobby-clock-three-days",{turn_timer:"per_turn",turn_seconds:"259200",bank_seconds:"2592000"}]];function Rc(e,t){let n=Object.fromEntries(e.options.map(a=>[a.name,a.choices])),o=Rm.filter(([,,a])=>Object.entries(a).every(([s,i])=>(n[s]||[]).includes(i)));if(o.length<2)return null;let r=d("select",{id:"clock",name:"clock"},o.map(([a,s])=>d("option",{value:a},c(s))));return r.addEventListener("change",()=>{let a=o.find(([s])=>s===r.value)[2];for(let[s,i]of Object.entries(a)){let l=t.querySelector(`#option-${s}`);l&&(l.value=i)}}),d("label",{},c("lobby-clock"),r)}function Ic(){let e=Object.entries(gc()).filter(([,n])=>n.credential||n.host).reverse().slice(0,20);if(!e.length)return null;let t=d("ul",{class:"my-tables",id:"my-tables"});for(let[n,o]of e){let r=d("span",{class:"my-table-status"}),a=d("span",{class:"my-table-game"}),s=d("span",{class:"my-table-since muted"}),i=d("li",{"data-table":n},d("a",{href:`/t/${n}`},a)," ",r," ",s);t.append(i),Im(n,o,{title:a,status:r,since:s},i)}return d("section",{class:"card lobby-tables"},d("h2",{},c("lobby-my-tables")),t)}async function Im(e,t,{title:n,status:o,since:r},a){let s=`tables/${e}`,i=t.credential||t.host;try{let[{table:l},{view:u}]=await Promise.all([V.getTable({name:s},G(i)),V.getView({table:s},G(i))]),h=Ye(l.game.split("/")[1]),f=l.seats.filter(b=>b.index!==t.seat&&b.displayName).map(b=>ze(b));n.textContent=f.length?c("lobby-my-table-with",{game:h,names:new Intl.ListFormat(q(),{type:"conjunction"}).format(f)}):h,r.textContent=c("lobby-my-table-since",{since:xc(ft(l.createTime))});let g;if(l.state===_.WAITING)g=c("lobby-my-table-not-started");else if(l.state!==_.ACTIVE)g=c("lobby-my-table-over");else if(t.credential&&u.currentSeat===t.seat)g=c("lobby-my-table-your-move"),a.dataset.yourMove="true";else{let b=l.seats[u.currentSeat];g=c("lobby-my-table-waiting-for",{name:b?b.displayName:""})}o.textContent=g}catch{n.textContent=e,o.textContent=c("lobby-my-table-gone")}}var La={};ls(La,{burgundy:()=>Pm});var Je=ne("CiFtZWVwbGUvYnVyZ3VuZHkvdjEvYnVyZ3VuZHkucHJvdG8SEm1lZXBsZS5idXJndW5keS52MSI2CgVEZXBvdBIOCgZudW1iZXIYASABKAUSDgoGc3BhY2VzGAIgAygJEg0KBWdvb2RzGAMgAygFIigKCkVzdGF0ZVRpbGUSDAoEY2VsbBgBIAEoBRIMCgR0aWxlGAIgASgJIkYKCUJvbnVzVGlsZRIqCgZjb2xvdXIYASABKA4yGi5tZWVwbGUuYnVyZ3VuZHkudjEuQ29sb3VyEg0KBWxhcmdlGAIgASgIIhsKClRyYWNrU3BhY2USDQoFc2VhdHMYASADKA0iqgIKBlBsYXllchIMCgRzZWF0GAEgASgNEg0KBXNjb3JlGAIgASgFEg4KBnNpbHZlchgDIAEoBRIPCgd3b3JrZXJzGAQgASgFEg0KBWdvb2RzGAUgAygFEgwKBHNvbGQYBiADKAUSDwoHc3RvcmFnZRgHIAMoCRIuCgZlc3RhdGUYCCADKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuRXN0YXRlVGlsZRIMCgRkaWNlGAkgAygFEhMKC3VudXNlZF9kaWNlGAogAygFEjIKC2JvbnVzX3RpbGVzGAsgAygLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLkJvbnVzVGlsZRIXCg9wb2ludHNfYnlfY2F1c2UYDCADKAUSFAoMZW1wdHlfc3BhY2VzGA0gASgFIigKCVRpbGVDb3VudBIMCgR0aWxlGAEgASgJEg0KBWNvdW50GAIgASgFIsgFCgVTdGF0ZRITCgtudW1fcGxheWVycxgBIAEoBRI3CgdvcHRpb25zGAIgAygLMiYubWVlcGxlLmJ1cmd1bmR5LnYxLlN0YXRlLk9wdGlvbnNFbnRyeRIoCgVzdGFnZRgDIAEoDjIZLm1lZXBsZS5idXJndW5keS52MS5TdGFnZRITCgtjaGFuY2Vfc3RlcBgEIAEoBRINCgVwaGFzZRgFIAEoBRINCgVyb3VuZBgGIAEoBRISCgp0dXJuX29yZGVyGAcgAygNEhIKCnR1cm5faW5kZXgYCCABKAUSEQoJd2hpdGVfZGllGAkgASgFEikKBmRlcG90cxgKIAMoCzIZLm1lZXBsZS5idXJndW5keS52MS5EZXBvdBITCgtyb3VuZF9nb29kcxgLIAMoBRIYChB1bnJldmVhbGVkX2dvb2RzGAwgAygFEjQKDW5vcm1hbF9zdXBwbHkYDSADKAsyHS5tZWVwbGUuYnVyZ3VuZHkudjEuVGlsZUNvdW50EjMKDGJsYWNrX3N1cHBseRgOIAMoCzIdLm1lZXBsZS5idXJndW5keS52MS5UaWxlQ291bnQSGQoRdGlsZXNfb3V0X29mX2dhbWUYDyABKAUSKwoHcGxheWVycxgQIAMoCzIaLm1lZXBsZS5idXJndW5keS52MS5QbGF5ZXISLQoFdHJhY2sYESADKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuVHJhY2tTcGFjZRI5Cg5wZW5kaW5nX2VmZmVjdBgSIAEoDjIhLm1lZXBsZS5idXJndW5keS52MS5QZW5kaW5nRWZmZWN0EhgKEGJvdWdodF90aGlzX3R1cm4YEyABKAgSGAoQcGVuZGluZ19kZWNpc2lvbhgUIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASKYBQoEVmlldxIRCgRzZWF0GAEgASgNSACIAQESEwoLbnVtX3BsYXllcnMYAiABKAUSNgoHb3B0aW9ucxgDIAMoCzIlLm1lZXBsZS5idXJndW5keS52MS5WaWV3Lk9wdGlvbnNFbnRyeRIoCgVzdGFnZRgEIAEoDjIZLm1lZXBsZS5idXJndW5keS52MS5TdGFnZRINCgVwaGFzZRgFIAEoBRINCgVyb3VuZBgGIAEoBRISCgp0dXJuX29yZGVyGAcgAygNEhkKDGN1cnJlbnRfc2VhdBgIIAEoDUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YCSABKAkSEQoJd2hpdGVfZGllGAogASgFEikKBmRlcG90cxgLIAMoCzIZLm1lZXBsZS5idXJndW5keS52MS5EZXBvdBITCgtyb3VuZF9nb29kcxgMIAMoBRIrCgdwbGF5ZXJzGA0gAygLMhoubWVlcGxlLmJ1cmd1bmR5LnYxLlBsYXllchItCgV0cmFjaxgOIAMoCzIeLm1lZXBsZS5idXJndW5keS52MS5UcmFja1NwYWNlEjkKDnBlbmRpbmdfZWZmZWN0GA8gASgOMiEubWVlcGxlLmJ1cmd1bmR5LnYxLlBlbmRpbmdFZmZlY3QSGAoQYm91Z2h0X3RoaXNfdHVybhgQIAEoCBIbChNub3JtYWxfc3VwcGx5X2NvdW50GBEgASgFEhoKEmJsYWNrX3N1cHBseV9jb3VudBgSIAEoBRIYChBib251c190aWxlc19sZWZ0GBMgAygFGi4KDE9wdGlvbnNFbnRyeRILCgNrZXkYASABKAkSDQoFdmFsdWUYAiABKAk6AjgBQgcKBV9zZWF0Qg8KDV9jdXJyZW50X3NlYXQiXAoOVGFrZVRpbGVBY3Rpb24SCwoDZGllGAEgASgFEg8KB3dvcmtlcnMYAiABKAUSDQoFZGVwb3QYAyABKAUSDAoEdGlsZRgEIAEoCRIPCgdkaXNjYXJkGAUgASgJIksKD1BsYWNlVGlsZUFjdGlvbhILCgNkaWUYASABKAUSDwoHd29ya2VycxgCIAEoBRIMCgR0aWxlGAMgASgJEgwKBGNlbGwYBCABKAUiPgoPU2VsbEdvb2RzQWN0aW9uEgsKA2RpZRgBIAEoBRIPCgd3b3JrZXJzGAIgASgFEg0KBWdvb2RzGAMgASgFIiAKEVRha2VXb3JrZXJzQWN0aW9uEgsKA2RpZRgBIAEoBSJrCg1CdXlUaWxlQWN0aW9uEg0KBWRlcG90GAEgASgFEgwKBHRpbGUYAiABKAkSLAoHcGF5bWVudBgDIAEoDjIbLm1lZXBsZS5idXJndW5keS52MS5QYXltZW50Eg8KB2Rpc2NhcmQYBCABKAkiRQoPU2hpcEdvb2RzQWN0aW9uEg0KBWRlcG90GAEgASgFEhQKDHNlY29uZF9kZXBvdBgCIAEoBRINCgVnb29kcxgDIAMoBSIPCg1FbmRUdXJuQWN0aW9uIhUKE0RlY2xpbmVFZmZlY3RBY3Rpb24i7AMKBkFjdGlvbhI3Cgl0YWtlX3RpbGUYASABKAsyIi5tZWVwbGUuYnVyZ3VuZHkudjEuVGFrZVRpbGVBY3Rpb25IABI5CgpwbGFjZV90aWxlGAIgASgLMiMubWVlcGxlLmJ1cmd1bmR5LnYxLlBsYWNlVGlsZUFjdGlvbkgAEjkKCnNlbGxfZ29vZHMYAyABKAsyIy5tZWVwbGUuYnVyZ3VuZHkudjEuU2VsbEdvb2RzQWN0aW9uSAASPQoMdGFrZV93b3JrZXJzGAQgASgLMiUubWVlcGxlLmJ1cmd1bmR5LnYxLlRha2VXb3JrZXJzQWN0aW9uSAASNQoIYnV5X3RpbGUYBSABKAsyIS5tZWVwbGUuYnVyZ3VuZHkudjEuQnV5VGlsZUFjdGlvbkgAEjkKCnNoaXBfZ29vZHMYBiABKAsyIy5tZWVwbGUuYnVyZ3VuZHkudjEuU2hpcEdvb2RzQWN0aW9uSAASNQoIZW5kX3R1cm4YByABKAsyIS5tZWVwbGUuYnVyZ3VuZHkudjEuRW5kVHVybkFjdGlvbkgAEkEKDmRlY2xpbmVfZWZmZWN0GAggASgLMicubWVlcGxlLmJ1cmd1bmR5LnYxLkRlY2xpbmVFZmZlY3RBY3Rpb25IAEIICgZhY3Rpb24iHgoOU3RhcnRTZWF0RHJhd24SDAoEc2VhdBgBIAEoDSI6Cg1Hb29kc1JldmVhbGVkEhEKBHNlYXQYASABKA1IAIgBARINCgVnb29kcxgCIAEoBUIHCgVfc2VhdCI0CgxQaGFzZVN0YXJ0ZWQSDQoFcGhhc2UYASABKAUSFQoNdGlsZXNfcmVtb3ZlZBgCIAEoBSI5CgtEZXBvdEZpbGxlZBINCgVkZXBvdBgBIAEoBRINCgVzcGFjZRgCIAEoBRIMCgR0aWxlGAMgASgJIkAKDFJvdW5kU3RhcnRlZBINCgVwaGFzZRgBIAEoBRINCgVyb3VuZBgCIAEoBRISCgp0dXJuX29yZGVyGAMgAygNIjYKCURpZVJvbGxlZBIRCgRzZWF0GAEgASgNSACIAQESDQoFdmFsdWUYAiABKAVCBwoFX3NlYXQiKwoLR29vZHNQbGFjZWQSDQoFZGVwb3QYASABKAUSDQoFZ29vZHMYAiABKAUiGwoLVHVyblN0YXJ0ZWQSDAoEc2VhdBgBIAEoDSI5CgtXb3JrZXJzUGFpZBIMCgRzZWF0GAEgASgNEgsKA2RpZRgCIAEoBRIPCgd3b3JrZXJzGAMgASgFIocBCglUaWxlVGFrZW4SDAoEc2VhdBgBIAEoDRINCgVkZXBvdBgCIAEoBRIMCgR0aWxlGAMgASgJEhEKCWRpc2NhcmRlZBgEIAEoCRIOCgZib3VnaHQYBSABKAgSLAoHcGF5bWVudBgGIAEoDjIbLm1lZXBsZS5idXJndW5keS52MS5QYXltZW50IjYKClRpbGVQbGFjZWQSDAoEc2VhdBgBIAEoDRIMCgR0aWxlGAIgASgJEgwKBGNlbGwYAyABKAUiWAoJR29vZHNTb2xkEgwKBHNlYXQYASABKA0SDQoFZ29vZHMYAiABKAUSDQoFY291bnQYAyABKAUSDgoGc2lsdmVyGAQgASgFEg8KB3dvcmtlcnMYBSABKAUiPQoMV29ya2Vyc1Rha2VuEgwKBHNlYXQYASABKA0SDwoHd29ya2VycxgCIAEoBRIOCgZzaWx2ZXIYAyABKAUiRwoKR29vZHNUYWtlbhIMCgRzZWF0GAEgASgNEg0KBWRlcG90GAIgASgFEg0KBWdvb2RzGAMgASgFEg0KBWNvdW50GAQgASgFIiwKDVRyYWNrQWR2YW5jZWQSDAoEc2VhdBgBIAEoDRINCgVzcGFjZRgCIAEoBSJdCg5FZmZlY3RSZXNvbHZlZBIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkSDgoGZGV0YWlsGAMgASgJEg4KBnNpbHZlchgEIAEoBRIPCgd3b3JrZXJzGAUgASgFIsgBCgxQb2ludHNTY29yZWQSDAoEc2VhdBgBIAEoDRIOCgZwb2ludHMYAiABKAUSLQoFY2F1c2UYAyABKA4yHi5tZWVwbGUuYnVyZ3VuZHkudjEuU2NvcmVDYXVzZRIOCgZyZWdpb24YBCABKAUSKgoGY29sb3VyGAUgASgOMhoubWVlcGxlLmJ1cmd1bmR5LnYxLkNvbG91chINCgVsYXJnZRgGIAEoCBIRCglrbm93bGVkZ2UYByABKAUSDQoFdG90YWwYCCABKAUiSwoLUGhhc2VJbmNvbWUSDAoEc2VhdBgBIAEoDRINCgVtaW5lcxgCIAEoBRIOCgZzaWx2ZXIYAyABKAUSDwoHd29ya2VycxgEIAEoBSIZCglUdXJuRW5kZWQSDAoEc2VhdBgBIAEoDSIpCghHYW1lT3ZlchIOCgZzY29yZXMYASADKAUSDQoFcmFua3MYAiADKA0ihwkKBUV2ZW50EjsKDmdvb2RzX3JldmVhbGVkGAEgASgLMiEubWVlcGxlLmJ1cmd1bmR5LnYxLkdvb2RzUmV2ZWFsZWRIABI5Cg1waGFzZV9zdGFydGVkGAIgASgLMiAubWVlcGxlLmJ1cmd1bmR5LnYxLlBoYXNlU3RhcnRlZEgAEjcKDGRlcG90X2ZpbGxlZBgDIAEoCzIfLm1lZXBsZS5idXJndW5keS52MS5EZXBvdEZpbGxlZEgAEjkKDXJvdW5kX3N0YXJ0ZWQYBCABKAsyIC5tZWVwbGUuYnVyZ3VuZHkudjEuUm91bmRTdGFydGVkSAASMwoKZGllX3JvbGxlZBgFIAEoCzIdLm1lZXBsZS5idXJndW5keS52MS5EaWVSb2xsZWRIABI3Cgxnb29kc19wbGFjZWQYBiABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuR29vZHNQbGFjZWRIABI3Cgx0dXJuX3N0YXJ0ZWQYByABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuVHVyblN0YXJ0ZWRIABI3Cgx3b3JrZXJzX3BhaWQYCCABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuV29ya2Vyc1BhaWRIABIzCgp0aWxlX3Rha2VuGAkgASgLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLlRpbGVUYWtlbkgAEjUKC3RpbGVfcGxhY2VkGAogASgLMh4ubWVlcGxlLmJ1cmd1bmR5LnYxLlRpbGVQbGFjZWRIABIzCgpnb29kc19zb2xkGAsgASgLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLkdvb2RzU29sZEgAEjkKDXdvcmtlcnNfdGFrZW4YDCABKAsyIC5tZWVwbGUuYnVyZ3VuZHkudjEuV29ya2Vyc1Rha2VuSAASNQoLZ29vZHNfdGFrZW4YDSABKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuR29vZHNUYWtlbkgAEjsKDnRyYWNrX2FkdmFuY2VkGA4gASgLMiEubWVlcGxlLmJ1cmd1bmR5LnYxLlRyYWNrQWR2YW5jZWRIABI9Cg9lZmZlY3RfcmVzb2x2ZWQYDyABKAsyIi5tZWVwbGUuYnVyZ3VuZHkudjEuRWZmZWN0UmVzb2x2ZWRIABI5Cg1wb2ludHNfc2NvcmVkGBAgASgLMiAubWVlcGxlLmJ1cmd1bmR5LnYxLlBvaW50c1Njb3JlZEgAEjcKDHBoYXNlX2luY29tZRgRIAEoCzIfLm1lZXBsZS5idXJndW5keS52MS5QaGFzZUluY29tZUgAEjMKCnR1cm5fZW5kZWQYEiABKAsyHS5tZWVwbGUuYnVyZ3VuZHkudjEuVHVybkVuZGVkSAASMQoJZ2FtZV9vdmVyGBMgASgLMhwubWVlcGxlLmJ1cmd1bmR5LnYxLkdhbWVPdmVySAASPgoQc3RhcnRfc2VhdF9kcmF3bhgUIAEoCzIiLm1lZXBsZS5idXJndW5keS52MS5TdGFydFNlYXREcmF3bkgAQgcKBWV2ZW50KpQBCgZDb2xvdXISFgoSQ09MT1VSX1VOU1BFQ0lGSUVEEAASEQoNQ09MT1VSX0NBU1RMRRABEhIKDkNPTE9VUl9QQVNUVVJFEAISDwoLQ09MT1VSX1NISVAQAxIPCgtDT0xPVVJfTUlORRAEEhMKD0NPTE9VUl9CVUlMRElORxAFEhQKEENPTE9VUl9LTk9XTEVER0UQBiqSAQoFU3RhZ2USFQoRU1RBR0VfVU5TUEVDSUZJRUQQABIVChFTVEFHRV9TRVRVUF9HT09EUxABEhUKEVNUQUdFX0ZJTExfREVQT1RTEAISDgoKU1RBR0VfUk9MTBADEg4KClNUQUdFX1BMQVkQBBIOCgpTVEFHRV9PVkVSEAUSFAoQU1RBR0VfU1RBUlRfU0VBVBAGKv0BCg1QZW5kaW5nRWZmZWN0Eh4KGlBFTkRJTkdfRUZGRUNUX1VOU1BFQ0lGSUVEEAASFwoTUEVORElOR19FRkZFQ1RfU0hJUBABEhkKFVBFTkRJTkdfRUZGRUNUX0NBU1RMRRACEhwKGFBFTkRJTkdfRUZGRUNUX0NJVFlfSEFMTBADEhwKGFBFTkRJTkdfRUZGRUNUX1dBUkVIT1VTRRAEEhkKFVBFTkRJTkdfRUZGRUNUX01BUktFVBAFEiYKIlBFTkRJTkdfRUZGRUNUX0NBUlBFTlRFUlNfV09SS1NIT1AQBhIZChVQRU5ESU5HX0VGRkVDVF9DSFVSQ0gQBypeCgdQYXltZW50EhcKE1BBWU1FTlRfVU5TUEVDSUZJRUQQABISCg5QQVlNRU5UX1NJTFZFUhABEhMKD1BBWU1FTlRfV09SS0VSUxACEhEKDVBBWU1FTlRfTUlYRUQQAyqdAgoKU2NvcmVDYXVzZRIbChdTQ09SRV9DQVVTRV9VTlNQRUNJRklFRBAAEhQKEFNDT1JFX0NBVVNFX1NBTEUQARIXChNTQ09SRV9DQVVTRV9BTklNQUxTEAISFgoSU0NPUkVfQ0FVU0VfUkVHSU9OEAMSGgoWU0NPUkVfQ0FVU0VfQk9OVVNfVElMRRAEEhoKFlNDT1JFX0NBVVNFX1dBVENIVE9XRVIQBRIbChdTQ09SRV9DQVVTRV9GSU5BTF9HT09EUxAGEhwKGFNDT1JFX0NBVVNFX0ZJTkFMX1NJTFZFUhAHEh0KGVNDT1JFX0NBVVNFX0ZJTkFMX1dPUktFUlMQCBIZChVTQ09SRV9DQVVTRV9LTk9XTEVER0UQCUJIChZkZXYubWVlcGxlLmJ1cmd1bmR5LnYxUAFaLG1lZXBsZS5kZXYvZ2VuL21lZXBsZS9idXJndW5keS92MTtidXJndW5keXYxYgZwcm90bzM");var Vc=z(Je,7);var Tc=z(Je,9);var Ea=z(Je,16);var Aa=z(Je,37),Vm=se(Je,0),Zc=ie(Vm),Tm=se(Je,1),dn=ie(Tm),Zm=se(Je,2),He=ie(Zm),Bm=se(Je,3),No=ie(Bm),$m=se(Je,4),oe=ie($m);var mt={burgundy:{buildings:["warehouse","watchtower","carpenters_workshop","church","market","boarding_house","bank","city_hall"],cells:[{color:"pasture",die:6,id:1,q:0,r:-3},{color:"castle",die:5,id:2,q:1,r:-3},{color:"castle",die:4,id:3,q:2,r:-3},{color:"knowledge",die:3,id:4,q:3,r:-3},{color:"pasture",die:2,id:5,q:-1,r:-2},{color:"pasture",die:1,id:6,q:0,r:-2},{color:"castle",die:6,id:7,q:1,r:-2},{color:"knowledge",die:5,id:8,q:2,r:-2},{color:"building",die:4,id:9,q:3,r:-2},{color:"pasture",die:5,id:10,q:-2,r:-1},{color:"pasture",die:4,id:11,q:-1,r:-1},{color:"building",die:3,id:12,q:0,r:-1},{color:"knowledge",die:1,id:13,q:1,r:-1},{color:"building",die:2,id:14,q:2,r:-1},{color:"building",die:3,id:15,q:3,r:-1},{color:"ship",die:6,id:16,q:-3,r:0},{color:"ship",die:1,id:17,q:-2,r:0},{color:"ship",die:2,id:18,q:-1,r:0},{color:"castle",die:6,id:19,q:0,r:0},{color:"ship",die:5,id:20,q:1,r:0},{color:"ship",die:4,id:21,q:2,r:0},{color:"ship",die:1,id:22,q:3,r:0},{color:"building",die:2,id:23,q:-3,r:1},{color:"building",die:5,id:24,q:-2,r:1},{color:"mine",die:4,id:25,q:-1,r:1},{color:"building",die:3,id:26,q:0,r:1},{color:"building",die:1,id:27,q:1,r:1},{color:"pasture",die:2,id:28,q:2,r:1},{color:"building",die:6,id:29,q:-3,r:2},{color:"mine",die:1,id:30,q:-2,r:2},{color:"knowledge",die:2,id:31,q:-1,r:2},{color:"building",die:5,id:32,q:0,r:2},{color:"building",die:6,id:33,q:1,r:2},{color:"mine",die:3,id:34,q:-3,r:3},{color:"knowledge",die:4,id:35,q:-2,r:3},{color:"knowledge",die:1,id:36,q:-1,r:3},{color:"building",die:3,id:37,q:0,r:3}],colours:{animal:"#9ccc65",building:"#e6cf9c",castle:"#2f6b3a",knowledge:"#f1d13a",mine:"#8d8d8d",pasture:"#9ccc65",ship:"#3a7bd5"},goods_colours:["#e6c229","#f28c28","#8e44ad","#2e86de","#27ae60","#c0392b"],tile_radius:20,tiles:{bank:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="0" cy="8" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="0" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="-4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/>',boarding_house:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e0a96d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7 6H7V2H-7Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="0" r="1.8" fill="#3a3226"/>',carpenters_workshop:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-12 2H8V-4H-12Z" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M8-6H13V4H8Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',castle:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#2f6b3a" stroke="#3a3226" stroke-width="1.5"/><path d="M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z" fill="#e8dfc4" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2.5" y="3" width="5" height="7" fill="#3a3226"/>',chicken_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',chicken_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',chicken_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',church:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-10 10V-1L0-9 10-1V10Z" fill="#f4ead2" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z" fill="#3a3226" stroke="#3a3226" stroke-width="0.6" stroke-linejoin="round"/><rect x="-2" y="4" width="4" height="6" fill="#3a3226"/>',city_hall:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-13-4L0-12 13-4Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-11" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="-5" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="1" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="7" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><path d="M-13 8H13V11H-13Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',cow_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',cow_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',cow_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',knowledge_1:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">1</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V-1L0-9 10-1V10Z" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_10:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">10</text><g transform="translate(7 9) scale(0.42)"><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_11:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">11</text><g transform="translate(7 9) scale(0.42)"><path d="M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z" fill="#e8dfc4" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2.5" y="3" width="5" height="7" fill="#3a3226"/></g>',knowledge_12:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">12</text><g transform="translate(7 9) scale(0.42)"><polygon points="7.8,-4.5 7.8,4.5 0.0,9.0 -7.8,4.5 -7.8,-4.5 -0.0,-9.0" fill="#2b2b2b" stroke="#3a3226"/></g>',knowledge_13:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">13</text><g transform="translate(7 9) scale(0.42)"><circle cx="0" cy="0" r="7" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.5"/></g>',knowledge_14:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">14</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_15:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">15</text><g transform="translate(7 9) scale(0.42)"><rect x="-7" y="-7" width="14" height="14" rx="2" fill="#8e44ad" stroke="#3a3226"/></g>',knowledge_16:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">16</text><g transform="translate(7 9) scale(0.42)"><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_17:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">17</text><g transform="translate(7 9) scale(0.42)"><path d="M-4 10V-5H4V10Z" fill="#c89f6a" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7-9H7V-5H-7Z" fill="#a0522d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-1.5" y="-2" width="3" height="4" fill="#3a3226"/></g>',knowledge_18:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">18</text><g transform="translate(7 9) scale(0.42)"><path d="M-12 2H8V-4H-12Z" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M8-6H13V4H8Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_19:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">19</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#f4ead2" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z" fill="#3a3226" stroke="#3a3226" stroke-width="0.6" stroke-linejoin="round"/><rect x="-2" y="4" width="4" height="6" fill="#3a3226"/></g>',knowledge_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">2</text><g transform="translate(7 9) scale(0.42)"><path d="M-14 10L-4-9 3-1 7-6 14 10Z" fill="#6b6b6b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V4a4 4 0 0 1 8 0V10Z" fill="#222222" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="6" y1="-12" x2="12" y2="-4" stroke="#f4d03f" stroke-width="1.6"/></g>',knowledge_20:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">20</text><g transform="translate(7 9) scale(0.42)"><path d="M-12-6H12L10-1H-10Z" fill="#c0392b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-6-6L-5-1M0-6V-1M6-6L5-1" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linejoin="round"/><path d="M-10-1H10V10H-10Z" fill="#d9b77e" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="4" r="2.2" fill="#e67e22"/><circle cx="3" cy="4" r="2.2" fill="#27ae60"/></g>',knowledge_21:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">21</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e0a96d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7 6H7V2H-7Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="0" r="1.8" fill="#3a3226"/></g>',knowledge_22:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">22</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="0" cy="8" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="0" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="-4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/></g>',knowledge_23:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">23</text><g transform="translate(7 9) scale(0.42)"><path d="M-13-4L0-12 13-4Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-11" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="-5" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="1" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="7" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><path d="M-13 8H13V11H-13Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_24:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">24</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/></g>',knowledge_25:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">25</text><g transform="translate(7 9) scale(0.42)"><rect x="-7" y="-7" width="14" height="14" rx="2" fill="#8e44ad" stroke="#3a3226"/></g>',knowledge_26:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">26</text><g transform="translate(7 9) scale(0.42)"><path d="M0-10L3-3 10-3 4 2 6 9 0 5-6 9-4 2-10-3-3-3Z" fill="#f4d03f" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">3</text><g transform="translate(7 9) scale(0.42)"><circle cx="0" cy="0" r="7" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.5"/></g>',knowledge_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">4</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_5:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">5</text><g transform="translate(7 9) scale(0.42)"><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_6:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">6</text><g transform="translate(7 9) scale(0.42)"><polygon points="7.8,-4.5 7.8,4.5 0.0,9.0 -7.8,4.5 -7.8,-4.5 -0.0,-9.0" fill="#2b2b2b" stroke="#3a3226"/></g>',knowledge_7:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">7</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_8:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">8</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_9:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">9</text><g transform="translate(7 9) scale(0.42)"><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',market:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-12-6H12L10-1H-10Z" fill="#c0392b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-6-6L-5-1M0-6V-1M6-6L5-1" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linejoin="round"/><path d="M-10-1H10V10H-10Z" fill="#d9b77e" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="4" r="2.2" fill="#e67e22"/><circle cx="3" cy="4" r="2.2" fill="#27ae60"/>',mine:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#8d8d8d" stroke="#3a3226" stroke-width="1.5"/><path d="M-14 10L-4-9 3-1 7-6 14 10Z" fill="#6b6b6b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V4a4 4 0 0 1 8 0V10Z" fill="#222222" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="6" y1="-12" x2="12" y2="-4" stroke="#f4d03f" stroke-width="1.6"/>',pig_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',pig_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',pig_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',sheep_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',sheep_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',sheep_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',ship:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#3a7bd5" stroke="#3a3226" stroke-width="1.5"/><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',warehouse:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',watchtower:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-4 10V-5H4V10Z" fill="#c89f6a" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7-9H7V-5H-7Z" fill="#a0522d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-1.5" y="-2" width="3" height="4" fill="#3a3226"/>'}},carcassonne:{farmer:'<path d="M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 c0,-3 2,-6 6,-6 Z" fill="COLOUR" stroke="#ffffff" stroke-width="1.6" transform="translate(0,0) rotate(-90) scale(0.95)"/>',follower:'<path d="M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 c0,-3 2,-6 6,-6 Z" fill="COLOUR" stroke="#ffffff" stroke-width="1.6" transform="translate(0,0) scale(0.95)"/>',spots:{CENTER:[50,50],E:[80,50],EL:[89,24],ER:[89,76],N:[50,20],NL:[24,11],NR:[76,11],S:[50,80],SL:[76,89],SR:[24,89],W:[20,50],WL:[11,76],WR:[11,24]},tiles:{A:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(0 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-90 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-180 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-270 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],B:['<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(0 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-90 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-180 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-270 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],C:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],D:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],E:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],F:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],G:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],H:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],I:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],J:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],K:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],L:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],M:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],N:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],O:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],P:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],Q:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],R:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],S:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],T:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],U:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],V:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],W:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],X:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>']}},seat_colour_names:["red","blue","yellow","green","black","purple"],seat_colours:["#d62728","#1f5fd6","#f2c500","#2ca02c","#222222","#b05fc4"]};var Se=mt.burgundy,Io="ABCDE",Ro=Se.tile_radius;function Vo(e){return["castle","ship","mine"].includes(e)?e:e.startsWith("knowledge_")?"knowledge":Se.buildings.includes(e)?"building":"animal"}function le(e){if(!e)return"";let t=Vo(e);if(t==="knowledge")return c("burgundy-tile-knowledge",{number:Number(e.slice(10))});if(t==="animal"){let[n,o]=e.split("_");return["cow","pig","sheep","chicken"].includes(n)?c(`burgundy-tile-${n}`,{count:Number(o)}):c("burgundy-tile-unknown",{label:e})}return c(`burgundy-tile-${e}`)}function Bc(e,t={}){let n=Vo(e);if(n==="knowledge"){let o=Number(e.slice(10)),r=Number(t.edition||"2019"),a={15:r===2011?3:2,25:1,26:r===2011?2:3}[o]||4;return c(`burgundy-effect-knowledge-${o}`,{points:a,edition:r})}return n==="building"?c(`burgundy-effect-${e}`):n==="animal"?c("burgundy-effect-animal"):c(`burgundy-effect-${n}`)}function hn(e,t,n,o,r={}){let a=U("g",{class:"btile","data-tile":e,transform:`translate(${t.toFixed(1)} ${n.toFixed(1)}) scale(${(o/Ro).toFixed(3)})`,...r},U("title",{},le(e))),s=Se.tiles[e];return s?a.append(ht(s)):a.append(U("polygon",{points:Sa(0,0,Ro),fill:"#ccc",stroke:"#333"})),a}function fn(e,t=40,n={}){let o=Ro+1;return U("svg",{viewBox:`${-o} ${-o} ${2*o} ${2*o}`,width:t,height:t,class:"tile-icon",role:"img","aria-label":le(e),...n},hn(e,0,0,Ro))}function Sa(e,t,n){return Array.from({length:6},(o,r)=>{let a=Math.PI/180*(60*r-30);return`${(e+n*Math.cos(a)).toFixed(1)},${(t+n*Math.sin(a)).toFixed(1)}`}).join(" ")}function pt(e,t=1,n={}){return d("span",{class:"good",style:`border-color:${Se.goods_colours[e-1]}`,title:c("burgundy-goods",{type:e,count:t}),...n},t>1?c("burgundy-goods-chip",{type:e,count:t}):C(e))}function xa(e){return c(`burgundy-colour-${e}`)}function Na(e){let t=e.action.value,n=t.discard?[`discard:${t.discard}`]:[];switch(e.action.case){case"takeTile":return[`die:${t.die}`,`tile:${t.depot}:${t.tile}`,...n];case"placeTile":return[`die:${t.die}`,`stored:${t.tile}`,`cell:${t.cell}`];case"sellGoods":return[`die:${t.die}`,`goods:${t.goods}`];case"takeWorkers":return[`die:${t.die}`,"op:workers"];case"buyTile":return[`tile:${t.depot}:${t.tile}`,"op:buy",`pay:${t.payment}`,...n];case"shipGoods":return[`ship:${t.depot}`,...t.secondDepot?[`ship:${t.secondDepot}`]:[],`load:${t.goods.join(",")}`];case"endTurn":return["op:end"];case"declineEffect":return["op:decline"];default:return[`other:${e.action.case}`]}}function we(e){return e.slice(0,e.indexOf(":"))}function qe(e,t){let n=e.map(i=>({action:i,keys:Na(i)})),o=n.filter(i=>t.every(l=>i.keys.includes(l))),r=new Set(o.length?o[0].keys:[]);for(let i of o.slice(1))for(let l of[...r])i.keys.includes(l)||r.delete(l);for(let i of t)r.add(i);let a=new Set;for(let i of o)for(let l of i.keys)r.has(l)||a.add(l);let s=o.filter(i=>i.keys.every(l=>r.has(l)));return{entries:n,candidates:o,chosen:r,open:a,ready:s.length?s[0].action:null}}function $c(e,t,n){if(t.includes(n))return t.filter(a=>a!==n);let o=we(n),r=[...t.filter(a=>o==="ship"||we(a)!==o),n];return qe(e,r).candidates.length?r:qe(e,[n]).candidates.length?[n]:t}function To(e){return c("burgundy-with-die",{die:e.die??0,workers:e.workers??0})}function Zo(e){return c("burgundy-depot-name",{depot:e})}function Lc(e){return c({[No.SILVER]:"burgundy-pay-silver",[No.WORKERS]:"burgundy-pay-workers",[No.MIXED]:"burgundy-pay-mixed"}[e]||"burgundy-pay-silver")}function Gc(e){return Lc(e)}function mn(e){let t=e.action.value;switch(e.action.case){case"takeTile":return c(t.discard?"burgundy-do-take-discard":"burgundy-do-take",{tile:le(t.tile),depot:Zo(t.depot),how:To(t),discard:le(t.discard)});case"placeTile":{let n=Se.cells.find(o=>o.id===t.cell);return c("burgundy-do-place",{tile:le(t.tile),space:n?n.die:t.cell,how:To(t)})}case"sellGoods":return c("burgundy-do-sell",{goods:t.goods,how:To(t)});case"takeWorkers":return c("burgundy-do-workers",{how:To(t)});case"buyTile":return c(t.discard?"burgundy-do-buy-discard":"burgundy-do-buy",{tile:le(t.tile),depot:Zo(t.depot),payment:Lc(t.payment),discard:le(t.discard)});case"shipGoods":return c(t.secondDepot?"burgundy-do-ship-two":"burgundy-do-ship",{goods:t.goods.join(", "),depot:Zo(t.depot),second:Zo(t.secondDepot)});case"endTurn":return c("burgundy-do-end");case"declineEffect":return c("burgundy-do-decline");default:return e.action.case}}var Ra=["M10,0 A10,10 0 1,1 -10,0 A10,10 0 1,1 10,0 Z","M-8.5,-8.5 H8.5 V8.5 H-8.5 Z","M0,-10 L9.5,8 L-9.5,8 Z","M0,-10.5 L10.5,0 L0,10.5 L-10.5,0 Z","M0,-10 L9.5,-3.1 L5.9,8.1 L-5.9,8.1 L-9.5,-3.1 Z","M-5,-9 L5,-9 L10,0 L5,9 L-5,9 L-10,0 Z"];function xe(e){return mt.seat_colours[e%mt.seat_colours.length]}function Ia(e){return Ra[e%Ra.length]}function Ne(e){return U("svg",{class:"seat-dot",viewBox:"-12 -12 24 24","aria-hidden":"true","data-shape":e%Ra.length},U("path",{d:Ia(e),fill:xe(e),stroke:"#222","stroke-width":1.5}))}var $o=22,gt=Se.cells.map(e=>({...e,x:$o*Math.sqrt(3)*(e.q+e.r/2),y:$o*1.5*e.r})),Mc=20,Cc=23,Bo={x:Math.min(...gt.map(e=>e.x))-Mc,y:Math.min(...gt.map(e=>e.y))-Cc,w:Math.max(...gt.map(e=>e.x))-Math.min(...gt.map(e=>e.x))+2*Mc,h:Math.max(...gt.map(e=>e.y))-Math.min(...gt.map(e=>e.y))+2*Cc};function Fc(e){let t=Se.cells.find(n=>n.id===e);return t?t.die:0}function pn(e,t,n,o){return e.dataset.key=t.join(" "),n&&t.some(r=>n.open.has(r))&&e.classList.add("offer"),n&&t.some(r=>n.chosen.has(r)&&!n.open.has(r))&&t.some(r=>n.candidates.some(a=>a.keys.includes(r)))&&e.classList.add("picked"),e.addEventListener("click",r=>{r.stopPropagation(),o(t,e)}),e instanceof SVGElement&&(e.setAttribute("tabindex","0"),e.setAttribute("role","button"),e.addEventListener("keydown",r=>{(r.key==="Enter"||r.key===" ")&&(r.preventDefault(),o(t,e))})),e}function Wc(e,t,n,o){let a=t.stage===dn.OVER?c("burgundy-status-over"):c("burgundy-status",{phase:Io[t.phase]||"-",round:t.round+1,die:t.whiteDie||"—"}),s=[...t.depots].sort((u,h)=>(u.number||7)-(h.number||7)).map(u=>{let h=u.spaces.map(v=>{if(!v)return d("span",{class:"dslot empty",title:c("burgundy-depot-empty")});let k=fn(v,38),A=d("button",{type:"button",class:"dslot","data-depot":u.number,"data-tile":v,"aria-label":le(v)},k);return pn(A,[`tile:${u.number}:${v}`],n,o)}),f=u.goods.map((v,k)=>v?pt(k+1,v):null).filter(Boolean),g=f.length?pn(d("button",{type:"button",class:"dgoods","data-depot":u.number,title:c("burgundy-depot-goods",{number:u.number})},f),[`ship:${u.number}`],n,o):null,b=u.number===0&&u.spaces.length>4?" wide":"";return d("div",{class:`depot${u.number===0?" black":""}${b}`,"data-depot":u.number},d("span",{class:"depot-name"},u.number===0?c("burgundy-depot-black"):d("span",{class:"die-face",title:c("burgundy-depot",{number:u.number})},C(u.number))),d("span",{class:"depot-tiles"},h),g)}),i=t.roundGoods.map(u=>pt(u)),l=t.track.map((u,h)=>u.seats.length?d("li",{},c("burgundy-track-space",{space:h+1})," ",u.seats.map(f=>Va(e,f))):null);return d("section",{class:"card main-board",id:"main-board"},d("p",{class:"status-line",id:"status-line"},a," · ",d("span",{class:"order"},c("burgundy-turn-order")," ",t.turnOrder.map(u=>Va(e,u)))),d("div",{class:"depots"},s),d("details",{class:"more"},d("summary",{},c("burgundy-goods-to-come")," ",i),d("p",{},c("burgundy-supply",{tiles:t.normalSupplyCount,black:t.blackSupplyCount})),d("p",{},c("burgundy-track")),d("ol",{class:"track"},l)))}function Va(e,t){return d("span",{class:"seat-mark","data-seat":t,title:e.seatName(t)},Ne(t))}function Ta(e,t){let n=[...e.turnOrder],o=e.currentSeat,r=n.indexOf(t.seat),a=o===void 0?n.length:n.indexOf(o),s=e.stage!==dn.OVER&&o!==void 0&&r>a,i=[...t.unusedDice];return t.dice.map(l=>{if(s)return{value:l,state:"waiting"};let u=i.indexOf(l);return u>=0?(i.splice(u,1),{value:l,state:"open"}):{value:l,state:"used"}})}function Uc(e,t,n,o,r,a){let s=new Map(t.estate.map(l=>[l.cell,l.tile])),i=U("svg",{viewBox:`${Bo.x.toFixed(1)} ${Bo.y.toFixed(1)} ${Bo.w.toFixed(1)} ${Bo.h.toFixed(1)}`,class:"estate","data-seat":t.seat,role:"group","aria-label":e.seatName(t.seat)});for(let l of gt){let u=s.get(l.id);if(u){let g=hn(u,l.x,l.y,$o-1,{"data-cell":l.id,class:"btile placed"});a&&a.cell===l.id&&g.classList.add("last-move"),g.addEventListener("click",()=>r([],g,u)),i.append(g);continue}let h=c("burgundy-space",{cell:l.id,colour:xa(l.color),die:l.die}),f=U("g",{class:"cell","data-cell":l.id,"data-colour":l.color,"data-die":l.die,"aria-label":h},U("title",{},h),U("polygon",{points:Sa(l.x,l.y,$o-1.5),fill:Se.colours[l.color]||"#ddd","fill-opacity":.35,stroke:"#8a7a5a"}),U("text",{x:l.x,y:l.y+5,"font-size":13,"text-anchor":"middle",fill:"#4a3a2a"},C(l.die)));n&&pn(f,[`cell:${l.id}`],o,r),i.append(f)}return i}function Za(e,t,n,o,r,a,s){let i=[0,1,2].map(S=>{let N=n.storage[S];if(!N)return d("span",{class:"slot empty",title:c("burgundy-storage-empty")});let T=d("button",{type:"button",class:"slot","data-stored":N,"data-colour":Vo(N),"aria-label":le(N)},fn(N,40));return s&&s.stored===N&&T.classList.add("last-move"),o?pn(T,[`stored:${N}`,`discard:${N}`],r,a):(T.addEventListener("click",()=>a([],T,N)),T)}),l=Ta(t,n).map(({value:S,state:N})=>d("span",{class:`die ${N}`,style:N==="used"?"":`background:${xe(n.seat)}`,title:c(N==="used"?"burgundy-die-used":N==="waiting"?"burgundy-die-waiting":"burgundy-die",{value:S})},C(S))),u=n.goods.map((S,N)=>{if(!S)return null;let T=d("button",{type:"button",class:"held-goods","data-goods":N+1},pt(N+1,S));return o?pn(T,[`goods:${N+1}`],r,a):T}).filter(Boolean),h=n.sold.map((S,N)=>S?pt(N+1,S,{class:"good sold"}):null).filter(Boolean),f=n.bonusTiles.map(S=>c("burgundy-bonus-tile",{colour:xa(Zc[S.colour].toLowerCase()),size:c(S.large?"burgundy-bonus-large":"burgundy-bonus-small")})),g=t.currentSeat===n.seat,b=e.seatName(n.seat),v=[Va(e,n.seat),d("span",{class:"pname"},b),d("span",{class:"score"},c("burgundy-points",{points:n.score})),d("span",{class:"money"},d("span",{class:"silver",title:c("burgundy-silverlings")},`● ${C(n.silver)}`),d("span",{class:"workers",title:c("burgundy-workers")},`▮ ${C(n.workers)}`)),d("span",{class:"dice",title:c("burgundy-dice")},l)],k=d("div",{class:"side"},d("div",{class:"storage",title:c("burgundy-storage")},i),d("div",{class:"goods-row",title:c("burgundy-held-goods")},u.length?u:d("span",{class:"muted"},c("burgundy-held-goods"),": ",c("burgundy-none"))),h.length?d("div",{class:"sold-row",title:c("burgundy-sold")},c("burgundy-sold")," ",h):null,f.length?d("div",{class:"bonus-row"},c("burgundy-bonus"),": ",f.join(", ")):null),A={class:`card player-card${g?" current":""}${o?" mine":""}`,"data-seat":n.seat,"data-score":n.score,id:o?"my-estate":void 0};return o?d("section",A,d("h3",{},v),d("div",{class:"estate-row"},Uc(e,n,o,r,a,s),k)):d("details",{...A,open:e.mySeat===null&&n.seat===0?!0:void 0},d("summary",{},v),d("div",{class:"estate-row"},Uc(e,n,!1,null,a,null),k))}function _c(e){return!!e.table&&e.table.serviceOptions.hints==="on"&&e.mySeat!==null&&e.actions.length>0}function Yc(e){return C(Math.round(e*10)/10)}function Xc(e,t){let n=e.game,o=n&&n.describeAction?Q(t.action,n.Action):null;return o?n.describeAction(o):t.text}function Dc(e){let t=e.hintState;return t&&t.version===Number(e.view.version)?t:null}async function Gm(e){let t=Number(e.view.version);e.hintState={version:t,asking:!0},e.render();let n;try{let{hint:o}=await V.getHint({table:e.name},G(e.token));n={version:t,hint:o}}catch(o){n={version:t,error:B(o)}}if(e.hintState&&e.hintState.version===t){e.hintState=n;let o=n.hint&&n.hint.moves[0],r=e.game;if(o&&r&&r.showHint){let a=Q(o.action,r.Action);a&&r.showHint(e,a)}e.render()}}function Lo(e){if(!_c(e))return null;let t=Dc(e),n=d("button",{type:"button",id:"hint-ask",class:"hint-ask",disabled:!!(t&&(t.asking||t.hint))},c("hint-button"));return n.addEventListener("click",()=>Gm(e)),n}function Go(e){if(!_c(e))return null;let t=Dc(e);if(!t)return null;if(t.asking)return d("p",{class:"hint-answer muted",id:"hint-answer"},c("hint-asking"));if(t.error)return d("p",{class:"hint-answer",id:"hint-answer",role:"alert"},t.error);let[n,o]=t.hint.moves;if(!n)return null;let r=[d("span",{},c("hint-best",{move:Xc(e,n)}))];return o?r.push(d("span",{},c("hint-margin",{points:Yc(Math.abs(n.value)),side:n.value<0?"behind":"ahead"})),d("span",{},c("hint-why",{points:Yc(n.value-o.value),move:Xc(e,o)}))):r.push(d("span",{},c("hint-only"))),d("p",{class:"hint-answer",id:"hint-answer","data-moves":t.hint.moves.length},r)}var Oc={[He.SHIP]:"burgundy-pending-ship",[He.CASTLE]:"burgundy-pending-castle",[He.CITY_HALL]:"burgundy-pending-city_hall",[He.WAREHOUSE]:"burgundy-pending-warehouse",[He.MARKET]:"burgundy-pending-market",[He.CARPENTERS_WORKSHOP]:"burgundy-pending-carpenters_workshop",[He.CHURCH]:"burgundy-pending-church"};function Mm(e,t,n){if(n.ready&&!n.open.size)return mn(n.ready);let o=[...n.open].map(we);return e.ui.chosen.length&&o.length&&o.every(r=>r==="discard")?c("burgundy-pick-discard"):e.ui.chosen.length&&o.length&&o.every(r=>r==="pay")?c("burgundy-pick-payment"):o.length&&o.every(r=>r==="load")?c("burgundy-pick-load"):n.ready?mn(n.ready):e.ui.chosen.length?c("burgundy-pick-next"):Oc[t.pendingEffect]?c(Oc[t.pendingEffect]):t.pendingDecision==="BUY_OR_END_TURN"?c("burgundy-pending-buy"):c("burgundy-your-turn")}function Cm(e){let[t,n]=[we(e),e.slice(e.indexOf(":")+1)];return t==="op"?c(`burgundy-op-${n}`):t==="pay"?Gc(Number(n)):d("span",{},c("burgundy-load",{goods:n})," ",n.split(",").map(o=>pt(Number(o))))}function Kc(e,t,n,o,r){if(t.stage===dn.OVER)return null;let a=t.players.find(S=>S.seat===e.mySeat),s=a?Ta(t,a).map(({value:S,state:N})=>{let T=d("button",{type:"button",class:`die big ${N}`,"data-die":S,style:N==="used"?"":`background:${xe(a.seat)}`,"aria-label":c(N==="used"?"burgundy-die-used":"burgundy-die",{value:S})},C(S)),M=`die:${S}`;return!n||N!=="open"?(T.disabled=!n||N!=="open",T):(n.open.has(M)?T.classList.add("offer"):n.chosen.has(M)&&T.classList.add("picked"),T.addEventListener("click",()=>o([M],T)),T)}):[];if(n&&(n.open.has("die:0")||n.chosen.has("die:0")&&e.ui.chosen.includes("die:0"))){let S=d("button",{type:"button",class:`die big any${n.open.has("die:0")?" offer":" picked"}`,"data-die":0,title:c("burgundy-die-any")},"?",d("span",{class:"visually-hidden"},c("burgundy-die-any")));S.addEventListener("click",()=>o(["die:0"],S)),s.push(S)}let i=e.ui.info?d("p",{class:"tile-info",id:"tile-info"},e.ui.info):null,l=()=>e.barExtras?e.barExtras():{undo:null,message:null};if(!n){let S=t.currentSeat!==void 0&&e.view.state===2?d("p",{class:"hint",id:"turn"},c("burgundy-playing",{player:e.seatName(t.currentSeat)})):null;if(!S&&!s.length&&!i)return null;let{undo:N,message:T}=l();return d("section",{class:"action-bar",id:"choices","data-waiting":"true"},i,d("div",{class:"bar-head"},S,N),T,s.length?d("div",{class:"bar-row"},d("span",{class:"tray"},s)):null)}let u=e.ui.chosen.some(S=>we(S)==="ship"),h=n.chosen.has("op:buy"),f=S=>we(S)==="op"||we(S)==="pay"&&h||we(S)==="load"&&u,g=[...n.open].filter(f).map(S=>{let N=d("button",{type:"button",class:"op","data-key":S},Cm(S));return N.addEventListener("click",()=>o([S],N)),N}),b=e.ui.chosen.length?d("button",{type:"button",class:"back",id:"back"},c("burgundy-back")):null;b&&b.addEventListener("click",()=>{e.ui.chosen=e.ui.chosen.slice(0,-1),e.render()});let v=n.ready?d("button",{type:"button",class:"primary confirm",id:"confirm"},c("burgundy-confirm")):null;v&&v.addEventListener("click",()=>r(n.ready));let{undo:k,message:A}=l();return d("section",{class:"action-bar mine",id:"choices","data-step":e.ui.chosen.length},i,d("div",{class:"bar-head"},d("p",{class:"hint",id:"bar-hint"},Mm(e,t,n)),k),A,Go(e),d("div",{class:"bar-row"},d("span",{class:"tray"},s),d("span",{class:"ops"},g,b,v,Lo(e))))}var Um={[oe.SALE]:"burgundy-cause-sale",[oe.ANIMALS]:"burgundy-cause-animals",[oe.REGION]:"burgundy-cause-region",[oe.BONUS_TILE]:"burgundy-cause-bonus",[oe.WATCHTOWER]:"burgundy-cause-watchtower",[oe.KNOWLEDGE]:"burgundy-cause-knowledge",[oe.FINAL_GOODS]:"burgundy-cause-final-goods",[oe.FINAL_SILVER]:"burgundy-cause-final-silver",[oe.FINAL_WORKERS]:"burgundy-cause-final-workers"};function Jc(e){return Io[e]||String(e)}function Fm(e){return c("burgundy-depot-name",{depot:e})}function Wm(e,t){let n=le(e.tile);return e.silver?c("burgundy-log-effect-silver",{player:t,tile:n,silver:e.silver}):e.workers?c("burgundy-log-effect-workers",{player:t,tile:n,workers:e.workers}):e.detail==="declined"?c("burgundy-log-effect-declined",{player:t,tile:n}):e.detail.startsWith("no goods")?c("burgundy-log-effect-no-goods",{player:t,tile:n}):e.detail.startsWith("lost")?c("burgundy-log-effect-lost",{player:t,tile:n}):c("burgundy-log-effect",{player:t,tile:n})}function Ba(e,t){let n=e.event,o=n.value,r=o&&o.seat!==void 0?t.seatName(o.seat):"",a=s=>s?fn(s,22,{class:"tile-icon log-tile"}):null;switch(n.case){case"startSeatDrawn":return{text:c("burgundy-log-start-seat",{player:r})};case"phaseStarted":return{text:c("burgundy-log-phase",{phase:Jc(o.phase)}),cls:"phase"};case"roundStarted":return{text:c("burgundy-log-round",{round:o.round+1,phase:Jc(o.phase)})};case"dieRolled":return{text:o.seat===void 0?c("burgundy-log-white-die",{value:o.value}):c("burgundy-log-die",{player:r,value:o.value}),cls:"minor"};case"tileTaken":return{text:c(o.bought?"burgundy-log-bought":"burgundy-log-took",{player:r,tile:le(o.tile),depot:Fm(o.depot)}),icon:a(o.tile)};case"tilePlaced":return{text:c("burgundy-log-placed",{player:r,tile:le(o.tile),die:Fc(o.cell)}),icon:a(o.tile)};case"goodsSold":return{text:c("burgundy-log-sold",{player:r,count:o.count,goods:o.goods,silver:o.silver})};case"workersTaken":return{text:c("burgundy-log-workers",{player:r,workers:o.workers})};case"goodsTaken":return{text:c("burgundy-log-shipped",{player:r,count:o.count,goods:o.goods,depot:o.depot})};case"effectResolved":return{text:Wm(o,r),cls:"minor",icon:a(o.tile)};case"phaseIncome":return o.silver?{text:c("burgundy-log-income",{player:r,silver:o.silver}),cls:"minor"}:null;case"pointsScored":return{text:c("burgundy-log-points",{player:r,points:o.points,cause:c(Um[o.cause]||"burgundy-cause-other")}),cls:"scoring-event"};case"turnEnded":return{text:c("burgundy-log-turn-ended",{player:r}),cls:"minor"};case"gameOver":return{text:c("burgundy-log-over"),cls:"scoring-event"};default:return null}}var gn=Se.tile_radius,$a=Math.sqrt(3)*gn,Ym=[["castle",0,0],["ship",-2,0],["mine",2,0],["church",-1,-1],["cow_3",1,-1],["knowledge_4",-1,1],["sheep_2",1,1]];function Xm(){return U("svg",{viewBox:`${-2.5*$a} ${-2.2*gn} ${5*$a} ${4.4*gn}`,class:"lobby-picture",role:"img","aria-label":c("burgundy-lobby-picture")},...Ym.map(([e,t,n])=>hn(e,t*$a/2,n*1.5*gn,gn)))}var jc={picture:Xm,get line(){return c("burgundy-lobby-line")}};function _m(e){let t=e.events[e.events.length-1],n=t&&t.kind,o=n&&n.value&&n.value.gameEvents?n.value.gameEvents:[],r=null;for(let a of o){let s=Q(a,Aa);if(!s)continue;let i=s.event.value;s.event.case==="tileTaken"&&(r={seat:i.seat,stored:i.tile,depot:i.depot,version:t.version}),s.event.case==="tilePlaced"&&(r={seat:i.seat,cell:i.cell,tile:i.tile,version:t.version})}return r}var Qc=null;function Dm(e){!e||Qc===e.version||(Qc=e.version,!matchMedia("(prefers-reduced-motion: reduce)").matches&&requestAnimationFrame(()=>{let t=document.querySelector(`#game .player-card[data-seat="${e.seat}"]`);if(!t)return;if(e.cell!==void 0){let s=t.querySelector(`.btile.placed[data-cell="${e.cell}"]`);s&&s.animate&&s.animate([{opacity:.1},{opacity:1}],{duration:700,easing:"ease-out"});return}let n=t.querySelector(`.slot[data-stored="${e.stored}"]`),o=document.querySelector(`#main-board .depot[data-depot="${e.depot}"]`);if(!n||!o||!n.animate||!n.getClientRects().length)return;let r=o.getBoundingClientRect(),a=n.getBoundingClientRect();n.animate([{transform:`translate(${r.left-a.left}px, ${r.top-a.top}px)`},{transform:"none"}],{duration:700,easing:"ease-out"})}))}function Om(e){e.lesson||e.ui.framed||!window.matchMedia("(max-width: 699px)").matches||(e.ui.framed=!0,queueMicrotask(()=>{let t=document.querySelector("#main-board .offer")||document.querySelector("#main-board .depots"),n=document.querySelector("#my-estate svg.estate"),o=document.getElementById("choices");if(!t||!n||!o||getComputedStyle(o).position!=="fixed")return;let r=n.getBoundingClientRect().bottom+4-o.getBoundingClientRect().top,a=t.getBoundingClientRect().top,s=r>0?r:a<0?Math.max(a,r):0;Math.abs(s)>=1&&window.scrollBy({top:s,behavior:"instant"})}))}async function Km(e,t){let n=e.gameView.players.find(h=>h.seat===e.mySeat),o=e.ui.chosen.find(h=>we(h)==="stored"),r=o?o.slice(7):e.ui.stored;if(!r){e.say(c("burgundy-first-stored"));return}let a=e.ui.chosen.find(h=>we(h)==="die"),s=a?Number(a.slice(4)):n.unusedDice[0]||0,i=Number(t.slice(5)),l=O(Ea,{action:{case:"placeTile",value:O(Tc,{die:s,workers:0,tile:r,cell:i})}}),u=await e.whyNot(l);e.say(u?c("burgundy-why-not",{tile:le(r),reason:u}):c("burgundy-could",{tile:le(r),die:s}))}function Pc(e,t){let n=document.getElementById("choices");n&&(n.dataset.sending="true"),e.ui.chosen=[],e.submit(t)}function Jm(e){return(t,n,o)=>{let r=o||n&&(n.dataset.tile||n.dataset.stored);if(n&&n.dataset.stored&&t.length&&(e.ui.stored=n.dataset.stored),e.ui.framed=!1,e.ui.info=r?c("burgundy-tile-info",{tile:le(r),effect:Bc(r,e.gameView.options)}):e.ui.info,!t.length||!e.actions.length){e.render();return}let a=qe(e.actions,e.ui.chosen),s=t.find(l=>a.open.has(l))||t.find(l=>e.ui.chosen.includes(l))||t.find(l=>qe(e.actions,[l]).candidates.length);if(!s){t[0].startsWith("cell:")?Km(e,t[0]):e.render();return}e.ui.chosen=$c(e.actions,e.ui.chosen,s);let i=qe(e.actions,e.ui.chosen);if(["op","pay","load"].includes(we(s))&&i.ready&&!i.open.size){Pc(e,i.ready);return}e.render()}}function jm(e,t){let n=e.betterMove;if(!n)return t;let{case:o,value:r}=n.action.action,a=`.player-card[data-seat="${n.seat}"]`,s={takeTile:[`.dslot[data-depot="${r.depot}"][data-tile="${r.tile}"]`],buyTile:[`.dslot[data-depot="${r.depot}"][data-tile="${r.tile}"]`],placeTile:[`${a} .estate [data-cell="${r.cell}"]`,`${a} [data-stored="${r.tile}"]`],sellGoods:[`${a} [data-goods="${r.goods}"]`],shipGoods:[r.depot,r.secondDepot].filter(Boolean).map(l=>`.dgoods[data-depot="${l}"]`)}[o]||[],i=c("review-better-on-board");for(let l of s)for(let u of t.querySelectorAll(l)){u.classList.add("better-move"),u.setAttribute("data-better","true"),!u.querySelector("title")&&u instanceof SVGElement?u.prepend(U("title",{},i)):u instanceof SVGElement||(u.title=i);let h=u.closest("details");h&&(h.open=!0)}return t}var Qm=[oe.SALE,oe.ANIMALS,oe.REGION,oe.BONUS_TILE,oe.WATCHTOWER,oe.KNOWLEDGE,oe.FINAL_GOODS,oe.FINAL_SILVER,oe.FINAL_WORKERS],Pm={get title(){return c("burgundy-title")},lobby:jc,View:Vc,Event:Aa,Action:Ea,freshUi(){return{chosen:[],info:"",stored:"",framed:!1}},render(e){let t=e.gameView;e.ui.chosen||(e.ui=this.freshUi(e.ui));let n=e.actions.length?qe(e.actions,e.ui.chosen):null,o=Jm(e),r=_m(e),a=t.players.find(l=>l.seat===e.mySeat),s=t.players.filter(l=>l.seat!==e.mySeat),i=l=>Pc(e,l);return Dm(r),n&&Om(e),jm(e,d("section",{class:`game burgundy${a?" seated":""}`,id:"game"},Wc(e,t,n,o),a?Za(e,t,a,!0,n,o,r&&r.seat===a.seat?r:null):null,d("div",{class:"players others"},s.map(l=>Za(e,t,l,!1,null,o,r&&r.seat===l.seat?r:null))),Kc(e,t,n,o,i)))},describeEvent:Ba,showHint(e,t){let n=Na(t);qe(e.actions,n).candidates.length&&(e.ui.chosen=n)},describeAction:mn,describe:Ba,breakdown(e){let t=e.gameView,n=t.options.tiebreak_empty_spaces==="most"?"burgundy-rule-most":"burgundy-rule-fewest";return{columns:["sales","animals","regions","bonus","towers","knowledge","goods","silver","workers","empty"].map(o=>c(`burgundy-col-${o}`)),rows:t.players.map(o=>[...Qm.map(r=>o.pointsByCause[r]||0),o.emptySpaces]),note:c("burgundy-breakdown-note",{rule:c(n),option:c("option-burgundy-tiebreak-empty-spaces"),order:c(t.options.tiebreak_turn_order==="ahead"?"burgundy-order-ahead":"burgundy-order-behind"),second:c("option-burgundy-tiebreak-turn-order")})}}};var _a={};ls(_a,{default:()=>kp});var bt=ne("CidtZWVwbGUvY2FyY2Fzc29ubmUvdjEvY2FyY2Fzc29ubmUucHJvdG8SFW1lZXBsZS5jYXJjYXNzb25uZS52MSJCCgpQbGFjZWRUaWxlEgwKBHRpbGUYASABKAkSCQoBeBgCIAEoBRIJCgF5GAMgASgFEhAKCHJvdGF0aW9uGAQgASgNIpMBCghGb2xsb3dlchIMCgRzZWF0GAEgASgNEgkKAXgYAiABKAUSCQoBeRgDIAEoBRIwCgRraW5kGAQgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjEKCGxvY2F0aW9uGAUgASgOMh8ubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkxvY2F0aW9uIigKCVRpbGVDb3VudBIMCgR0aWxlGAEgASgJEg0KBWNvdW50GAIgASgNIpYDCgVTdGF0ZRITCgtudW1fcGxheWVycxgBIAEoDRI6CgdvcHRpb25zGAIgAygLMikubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlN0YXRlLk9wdGlvbnNFbnRyeRIwCgV0aWxlcxgDIAMoCzIhLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZWRUaWxlEjIKCWZvbGxvd2VycxgEIAMoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlchIOCgZzY29yZXMYBSADKAUSLgoEcGlsZRgGIAMoCzIgLm1lZXBsZS5jYXJjYXNzb25uZS52MS5UaWxlQ291bnQSEQoJZGlzY2FyZGVkGAcgAygJEhQKDGN1cnJlbnRfc2VhdBgIIAEoDRIpCgRzdGVwGAkgASgOMhsubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlN0ZXASEgoKZHJhd25fdGlsZRgKIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASL5BAoEVmlldxIRCgRzZWF0GAEgASgNSACIAQESEwoLbnVtX3BsYXllcnMYAiABKA0SMAoFdGlsZXMYAyADKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuUGxhY2VkVGlsZRIyCglmb2xsb3dlcnMYBCADKAsyHy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRm9sbG93ZXISMAoFc2VhdHMYBSADKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuU2VhdFN0YXR1cxIUCgxjdXJyZW50X3RpbGUYBiABKAkSFwoPdGlsZXNfcmVtYWluaW5nGAcgASgNEhkKDGN1cnJlbnRfc2VhdBgIIAEoDUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YCSABKAkSKQoEc3RlcBgKIAEoDjIbLm1lZXBsZS5jYXJjYXNzb25uZS52MS5TdGVwEi4KBHBpbGUYCyADKAsyIC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZUNvdW50EhEKCWRpc2NhcmRlZBgMIAMoCRI7CgtsYXN0X3BsYWNlZBgNIAEoCzIhLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZWRUaWxlSAKIAQESDQoFcmFua3MYDiADKA0SOQoHb3B0aW9ucxgPIAMoCzIoLm1lZXBsZS5jYXJjYXNzb25uZS52MS5WaWV3Lk9wdGlvbnNFbnRyeRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4AUIHCgVfc2VhdEIPCg1fY3VycmVudF9zZWF0Qg4KDF9sYXN0X3BsYWNlZCJpCgpTZWF0U3RhdHVzEgwKBHNlYXQYASABKA0SDQoFc2NvcmUYAiABKAUSDAoEbGFwcxgDIAEoDRITCgt0cmFja19zcGFjZRgEIAEoDRIbChNmb2xsb3dlcnNfaW5fc3VwcGx5GAUgASgNIrcBCgZBY3Rpb24SNgoKcGxhY2VfdGlsZRgBIAEoCzIgLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZVRpbGVIABI+Cg5wbGFjZV9mb2xsb3dlchgCIAEoCzIkLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZUZvbGxvd2VySAASKwoEcGFzcxgDIAEoCzIbLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QYXNzSABCCAoGYWN0aW9uIjMKCVBsYWNlVGlsZRIJCgF4GAEgASgFEgkKAXkYAiABKAUSEAoIcm90YXRpb24YAyABKA0idAoNUGxhY2VGb2xsb3dlchIwCgRraW5kGAEgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjEKCGxvY2F0aW9uGAIgASgOMh8ubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkxvY2F0aW9uIgYKBFBhc3Mi/AMKBUV2ZW50EjYKCnRpbGVfZHJhd24YASABKAsyIC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZURyYXduSAASPgoOdGlsZV9kaXNjYXJkZWQYAiABKAsyJC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZURpc2NhcmRlZEgAEjwKDXRpbGVfcmV0dXJuZWQYAyABKAsyIy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZVJldHVybmVkSAASOAoLdGlsZV9wbGFjZWQYBCABKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZVBsYWNlZEgAEkAKD2ZvbGxvd2VyX3BsYWNlZBgFIAEoCzIlLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlclBsYWNlZEgAEkIKEGZvbGxvd2VyX3NraXBwZWQYBiABKAsyJi5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRm9sbG93ZXJTa2lwcGVkSAASPgoOZmVhdHVyZV9zY29yZWQYByABKAsyJC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRmVhdHVyZVNjb3JlZEgAEjQKCWdhbWVfb3ZlchgIIAEoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5HYW1lT3ZlckgAQgcKBWV2ZW50IkAKCVRpbGVEcmF3bhIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkSFwoPdGlsZXNfcmVtYWluaW5nGAMgASgNIisKDVRpbGVEaXNjYXJkZWQSDAoEc2VhdBgBIAEoDRIMCgR0aWxlGAIgASgJIioKDFRpbGVSZXR1cm5lZBIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkiSwoKVGlsZVBsYWNlZBIMCgRzZWF0GAEgASgNEi8KBHRpbGUYAiABKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuUGxhY2VkVGlsZSJDCg5Gb2xsb3dlclBsYWNlZBIxCghmb2xsb3dlchgBIAEoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlciIfCg9Gb2xsb3dlclNraXBwZWQSDAoEc2VhdBgBIAEoDSLOAgoNRmVhdHVyZVNjb3JlZBIwCgRraW5kGAEgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjIKBXBoYXNlGAIgASgOMiMubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlNjb3JpbmdQaGFzZRIQCghjb21wbGV0ZRgDIAEoCBINCgV0aWxlcxgEIAEoDRIQCghwZW5uYW50cxgFIAEoDRIOCgZjaXRpZXMYBiABKA0SDgoGcG9pbnRzGAcgAygFEjsKEmZvbGxvd2Vyc19yZXR1cm5lZBgIIAMoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlchIJCgF4GAkgASgFEgkKAXkYCiABKAUSMQoIbG9jYXRpb24YCyABKA4yHy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuTG9jYXRpb24iKQoIR2FtZU92ZXISDgoGc2NvcmVzGAEgAygFEg0KBXJhbmtzGAIgAygNKo0BCgtGZWF0dXJlS2luZBIcChhGRUFUVVJFX0tJTkRfVU5TUEVDSUZJRUQQABIVChFGRUFUVVJFX0tJTkRfUk9BRBABEhUKEUZFQVRVUkVfS0lORF9DSVRZEAISGgoWRkVBVFVSRV9LSU5EX01PTkFTVEVSWRADEhYKEkZFQVRVUkVfS0lORF9GSUVMRBAEKoECCghMb2NhdGlvbhIYChRMT0NBVElPTl9VTlNQRUNJRklFRBAAEg4KCkxPQ0FUSU9OX04QARIOCgpMT0NBVElPTl9FEAISDgoKTE9DQVRJT05fUxADEg4KCkxPQ0FUSU9OX1cQBBIPCgtMT0NBVElPTl9OTBAFEg8KC0xPQ0FUSU9OX05SEAYSDwoLTE9DQVRJT05fRUwQBxIPCgtMT0NBVElPTl9FUhAIEg8KC0xPQ0FUSU9OX1NMEAkSDwoLTE9DQVRJT05fU1IQChIPCgtMT0NBVElPTl9XTBALEg8KC0xPQ0FUSU9OX1dSEAwSEwoPTE9DQVRJT05fQ0VOVEVSEA0qcgoEU3RlcBIUChBTVEVQX1VOU1BFQ0lGSUVEEAASEgoOU1RFUF9EUkFXX1RJTEUQARITCg9TVEVQX1BMQUNFX1RJTEUQAhIXChNTVEVQX1BMQUNFX0ZPTExPV0VSEAMSEgoOU1RFUF9HQU1FX09WRVIQBCpeCgxTY29yaW5nUGhhc2USHQoZU0NPUklOR19QSEFTRV9VTlNQRUNJRklFRBAAEhYKElNDT1JJTkdfUEhBU0VfVFVSThABEhcKE1NDT1JJTkdfUEhBU0VfRklOQUwQAkJRChlkZXYubWVlcGxlLmNhcmNhc3Nvbm5lLnYxUAFaMm1lZXBsZS5kZXYvZ2VuL21lZXBsZS9jYXJjYXNzb25uZS92MTtjYXJjYXNzb25uZXYxYgZwcm90bzM");var zc=z(bt,4);var Ga=z(bt,6),Hc=z(bt,7);var Mo=z(bt,10);var zm=se(bt,0),Re=ie(zm),Hm=se(bt,1),qc=ie(Hm);var qm=se(bt,3),Co=ie(qm);function Ma(){return 92/48}function Ca(e,t,n,o){let{width:r,height:a}=n;e.cx=t.x+t.w/2,e.cy=t.y+t.h/2,e.k=Math.max(t.w/r,t.h/a,o),a/2-t.h/e.k/2<160&&r>224&&(e.k=Math.max(t.w/(r-112),t.h/a,o))}function Fo(e,t){let{width:n,height:o}=t,r=n>224?n-112:n;return Math.max(e.w/r,e.h/o)}function $t(e,t,n){let{width:o,height:r,rtl:a}=n,s=e.cx-o*e.k/2,i=e.cy-r*e.k/2,l=s+o*e.k,u=i+r*e.k;if(t.x<s||t.y<i||t.x+t.w>l||t.y+t.h>u)return!1;let h=a?s:l-56*e.k,f=a?s+56*e.k:l,g=i+160*e.k;return!(t.x<f&&t.x+t.w>h&&t.y<g)}var Uo=e=>({x:e.x+e.w/2,y:e.y+e.h/2});function Ua(e,t,n,o){if(!e.length)return null;let r=t?Uo(t):{x:e.reduce((i,l)=>i+Uo(l).x,0)/e.length,y:e.reduce((i,l)=>i+Uo(l).y,0)/e.length},a=[];for(let i of e){let l=Uo(i);a.push(l),t&&a.push({x:(l.x+r.x)/2,y:(l.y+r.y)/2})}let s=null;for(let i of a){let l={cx:i.x,cy:i.y,k:n},u=e.filter(g=>$t(l,g,o)).length;if(!u)continue;let h=u+(t&&$t(l,t,o)?2:0),f=Math.hypot(i.x-r.x,i.y-r.y);(!s||h>s.score||h===s.score&&f<s.distance)&&(s={x:i.x,y:i.y,score:h,distance:f})}return s}var bn=100/320,eu=8;function nu(){return{mode:"auto",cx:0,cy:0,k:1,moment:null,saved:null}}function tu(e,t,n){return Math.max(e.w/t,e.h/n,bn)*2}function Wo(e,t){e.cx=t.x+t.w/2,e.cy=t.y+t.h/2}function ep(e,t,n){if(t.focus){Wo(e,t.focus),e.k=Fo(t.focus,n);return}if(Ca(e,t.bounds,n,bn),!t.close||e.k<=Ma())return;e.k=Ma();let o=Ua(t.targets,t.last,e.k,n);o?(e.cx=o.x,e.cy=o.y):t.last&&Wo(e,t.last)}function tp(e,t,n){if(e.saved&&!t.focus&&(Object.assign(e,e.saved),e.saved=null),t.focus){let r={cx:e.cx,cy:e.cy,k:e.k};(e.k>Fo(t.focus,n)||!$t(r,t.focus,n))&&(e.saved=e.saved||r,Wo(e,t.focus),e.k=Math.min(e.k,Fo(t.focus,n)));return}let o={cx:e.cx,cy:e.cy,k:e.k};if(t.targets.length){if(t.targets.some(a=>$t(o,a,n)))return;let r=Ua(t.targets,t.last,e.k,n);r&&(e.cx=r.x,e.cy=r.y)}else t.last&&!$t(o,t.last,n)&&Wo(e,t.last)}function ou(e,t,n,o){let{bounds:r}=o,a=null,s=()=>{if(!a){e.setAttribute("viewBox",`${r.x} ${r.y} ${r.w} ${r.h}`);return}let k=n.moment!==o.key;n.moment=o.key,k&&n.mode==="fit"&&(o.targets.length||o.focus)&&(n.mode="auto"),n.mode==="fit"?Ca(n,r,a,bn):n.mode==="auto"?ep(n,o,a):k&&tp(n,o,a),n.k=Math.min(Math.max(n.k,bn),tu(r,a.width,a.height));let A=a.width*n.k,S=a.height*n.k;e.setAttribute("viewBox",`${n.cx-A/2} ${n.cy-S/2} ${A} ${S}`)},i=()=>{let k=t.getBoundingClientRect();a=k.width&&k.height?{width:k.width,height:k.height,rtl:getComputedStyle(t).direction==="rtl"}:null,s()};new ResizeObserver(i).observe(t),s(),queueMicrotask(i);let l=(k,A,S,N,T,M)=>{let F=e.getBoundingClientRect(),re=k.cx+(A-F.left-F.width/2)*k.k,E=k.cy+(S-F.top-F.height/2)*k.k;n.mode="user",n.saved=null,n.k=Math.min(Math.max(M,bn),tu(r,F.width||1,F.height||1)),n.cx=re-(N-F.left-F.width/2)*n.k,n.cy=E-(T-F.top-F.height/2)*n.k,s()},u=new Map,h=null,f=!1,g=()=>{let k=[...u.values()],A=k.reduce((T,M)=>T+M.x,0)/k.length,S=k.reduce((T,M)=>T+M.y,0)/k.length,N=k.length>1?Math.hypot(k[0].x-k[1].x,k[0].y-k[1].y):0;return{x:A,y:S,d:N}},b=()=>{h=u.size?{...g(),cx:n.cx,cy:n.cy,k:n.k}:null};e.addEventListener("pointerdown",k=>{k.pointerType==="mouse"&&k.button!==0||(u.size||(f=!1),u.set(k.pointerId,{x:k.clientX,y:k.clientY}),b())}),e.addEventListener("pointermove",k=>{if(!u.has(k.pointerId)||!h)return;u.set(k.pointerId,{x:k.clientX,y:k.clientY});let A=g();if(!f&&Math.hypot(A.x-h.x,A.y-h.y)<eu&&(u.size<2||Math.abs(A.d-h.d)<eu))return;f||(f=!0,e.setPointerCapture(k.pointerId));let S=u.size>1&&h.d&&A.d?h.k*(h.d/A.d):h.k;l(h,h.x,h.y,A.x,A.y,S)});let v=k=>{u.delete(k.pointerId)&&b()};return e.addEventListener("pointerup",v),e.addEventListener("pointercancel",v),e.addEventListener("click",k=>{f&&(f=!1,k.stopPropagation(),k.preventDefault())},!0),e.addEventListener("wheel",k=>{k.preventDefault();let A={cx:n.cx,cy:n.cy,k:n.k};l(A,k.clientX,k.clientY,k.clientX,k.clientY,n.k*Math.exp(k.deltaY*.0015))},{passive:!1}),{zoomBy(k){let A=e.getBoundingClientRect(),S=A.left+A.width/2,N=A.top+A.height/2;l({cx:n.cx,cy:n.cy,k:n.k},S,N,S,N,n.k/k)},reset(){n.mode="fit",n.saved=null,s()}}}var ru=new WeakMap;function Lt(e){let t=ru.get(e);(!t||t.count>e.events.length)&&(t={count:0,list:[]});for(let n of e.events.slice(t.count))for(let o of n.kind.value&&n.kind.value.gameEvents||[]){let r=Q(o,Mo);r&&t.list.push(r)}return t.count=e.events.length,ru.set(e,t),t.list}var et=mt.carcassonne,nt={[Re.ROAD]:"road",[Re.CITY]:"city",[Re.MONASTERY]:"monastery",[Re.FIELD]:"field"},tt=e=>qc[e];function Gt(e,t,n,o,r={}){let a=ht(et.tiles[e][t]);a.setAttribute("transform",`translate(${n*100},${o*100}) rotate(${90*t} 50 50)`),a.setAttribute("class","tile"),a.setAttribute("data-tile",e);for(let[s,i]of Object.entries(r))a.setAttribute(s,i);return a}function Yo(e,t,n={}){return U("svg",{viewBox:"-2 -2 104 104","aria-hidden":"true",...n},Gt(e,t,0,0))}function np(e,t){let n=tt(e.location),[o,r]=et.spots[n]||[50,50],a=(e.kind===Re.FIELD?et.farmer:et.follower).replace("COLOUR",xe(e.seat)),s=ht(a);return s.append(U("path",{d:Ia(e.seat),fill:"#fff",stroke:"#222","stroke-width":1.2,transform:`translate(0,${e.kind===Re.FIELD?0:3}) scale(0.42)`})),U("g",{transform:`translate(${e.x*100+o},${e.y*100+r})`,class:`follower${t?" fresh":""}`,"data-seat":e.seat,"data-location":n},s)}var yn=e=>`${e.seat}:${e.x},${e.y}:${e.location}`;function op(e,t){let n=[...t.followers];if(t.currentSeat!==void 0)return n;let o=new Set(n.map(yn));for(let r of Lt(e))if(!(r.event.case!=="featureScored"||r.event.value.phase!==Co.FINAL))for(let a of r.event.value.followersReturned)o.has(yn(a))||n.push(a),o.add(yn(a));return n}function rp(e,t){let n=t.tiles.length>1?t.tiles[t.tiles.length-1]:null;if(!n)return null;let o=null;for(let r of Lt(e))r.event.case==="tilePlaced"&&(o=null),r.event.case==="followerPlaced"&&(o=r.event.value.follower);return{tile:n,follower:o}}var au=new WeakMap;function su(e,t){e.addEventListener("click",t),e.addEventListener("keydown",n=>{(n.key==="Enter"||n.key===" ")&&(n.preventDefault(),t(n))})}function ap(e,t,n,o,r){let a=t.lastPlaced,s=a&&r.length?{x:a.x*100-15,y:a.y*100-15,w:130,h:130}:null,i=[...n.keys()].map(g=>{let[b,v]=g.split(",").map(Number);return{x:b*100+4,y:v*100+4,w:92,h:92}}),l=t.tiles.length>1?t.tiles[t.tiles.length-1]:null,u=l?{x:l.x*100,y:l.y*100,w:100,h:100}:null,h=e.mySeat!==null&&e.mySeat!==void 0;return{key:[t.tiles.length,l?`${l.x},${l.y}`:"",s?"follower":"",e.actions.length?"mine":""].join(":"),bounds:o,targets:i,last:u,focus:s,close:h&&t.currentSeat!==void 0}}function sp(e,t){let n=e.betterMove;if(!n||!t)return null;let{case:o,value:r}=n.action.action,a=c("review-better-on-board");if(o==="placeTile"){let s=Gt(t.tile.tile,r.rotation,r.x,r.y,{opacity:"0.55"});return s.style.pointerEvents="none",U("g",{class:"better-move",id:"better-move","data-x":r.x,"data-y":r.y,"data-rotation":r.rotation,role:"img","aria-label":a},U("title",{},a),s,U("rect",{x:r.x*100+2,y:r.y*100+2,width:96,height:96,rx:6,class:"better-frame"}))}if(o==="placeFollower"){let[s,i]=et.spots[tt(r.location)]||[50,50];return U("g",{class:"better-move",id:"better-move","data-spot":`${nt[r.kind]}-${tt(r.location)}`,role:"img","aria-label":a},U("title",{},a),U("circle",{cx:t.tile.x*100+s,cy:t.tile.y*100+i,r:18,class:"better-frame"}))}return null}function iu(e,t,n,{rotation:o,onCell:r,onSpot:a,spots:s}){let i=e.ui,l=new Set(t.tiles.map(y=>`${y.x},${y.y}`)),u=new Set;if(e.actions.length&&t.currentTile)for(let y of t.tiles)for(let[w,R]of[[0,-1],[1,0],[0,1],[-1,0]]){let I=`${y.x+w},${y.y+R}`;l.has(I)||u.add(I)}let h=[...t.tiles.map(y=>[y.x,y.y]),...[...u].map(y=>y.split(",").map(Number))],f=h.map(y=>y[0]),g=h.map(y=>y[1]),b=u.size?0:1,v=Math.min(...f)-b,k=Math.min(...g)-b,A={x:v*100-10,y:k*100-10,w:(Math.max(...f)+b-v+1)*100+20,h:(Math.max(...g)+b-k+1)*100+20},S=U("svg",{class:"map",id:"map",role:"group","aria-label":c("carcassonne-map",{tiles:t.tiles.length})});for(let y of t.tiles)S.append(Gt(y.tile,y.rotation,y.x,y.y,{"data-x":y.x,"data-y":y.y}));let N=rp(e,t),T=au.get(e)||{},M={tile:N?`${N.tile.x},${N.tile.y}`:"",follower:N&&N.follower?yn(N.follower):""};N&&S.append(U("rect",{x:N.tile.x*100+3,y:N.tile.y*100+3,width:94,height:94,class:`last-placed${M.tile!==T.tile?" fresh":""}`,id:"last-move"}));for(let y of op(e,t)){let w=M.follower&&yn(y)===M.follower&&M.follower!==T.follower;S.append(np(y,w))}au.set(e,M);for(let y of new Set([...u,...n.keys()])){let[w,R]=y.split(",").map(Number),I=n.get(y),L=I?I.includes(o)?"cell fit":"cell fit-other":"cell",K=U("rect",{x:w*100+4,y:R*100+4,width:92,height:92,rx:8,class:L+(i.cell===y?" chosen":""),"data-cell":y,tabindex:I?0:-1,role:"button","aria-label":c(I?"carcassonne-cell-fits":"carcassonne-cell",{x:w,y:R}),"aria-pressed":i.cell===y?"true":"false"});su(K,()=>r(y,I)),S.append(K)}if(i.cell&&t.currentTile){let[y,w]=i.cell.split(",").map(Number),R=Gt(t.currentTile,o,y,w,{opacity:"0.85"});R.classList.add("ghost"),R.style.pointerEvents="none",S.append(R)}let F=sp(e,N);F&&S.append(F);let re=t.lastPlaced;for(let y of re?s:[]){let[w,R]=et.spots[y.loc]||[50,50],I=U("circle",{cx:re.x*100+w,cy:re.y*100+R,r:12,class:"spot","data-spot":y.id,tabindex:0,role:"button","aria-label":y.label},U("title",{},y.label));su(I,()=>a(y.action)),S.append(I)}let E=d("div",{class:"map-box",id:"map-box"},S),x=ou(S,E,i.camera,ap(e,t,n,A,s)),p=(y,w,R,I)=>{let L=d("button",{type:"button",class:"small",id:y,"aria-label":w,title:w},R);return L.addEventListener("click",I),L};return E.append(d("div",{class:"zoom-buttons"},p("zoom-in",c("carcassonne-zoom-in"),"+",()=>x.zoomBy(1.4)),p("zoom-out",c("carcassonne-zoom-out"),"−",()=>x.zoomBy(1/1.4)),p("zoom-fit",c("carcassonne-fit"),"⤢",()=>x.reset()))),E}function ip(e){return new Intl.ListFormat(q(),{type:"conjunction"}).format(e)}function lp(e,t,n){let o=e.gameView;return o?o.tiles.find(r=>r.x===t&&r.y===n):null}function Xo(e,t){return Yo(e,t,{class:"log-tile"})}function cp(e,t){let n=nt[e.kind],o=e.points.map((h,f)=>[f,h]).filter(([,h])=>h>0),r=[...new Set(e.followersReturned.map(h=>h.seat))],a=o.length?o.map(([h])=>h):r,s={players:ip(a.map(h=>t.seatName(h))),count:a.length,points:o.length?Math.max(...e.points):0,tiles:e.tiles,pennants:e.pennants,cities:e.cities},i;a.length?n==="field"?i="carcassonne-log-field":i=`carcassonne-log-${n}-${e.phase===Co.FINAL&&!e.complete?"unfinished":"completed"}`:i=`carcassonne-log-${n}-unclaimed`;let l=c(i,s),u=lp(t,e.x,e.y);return{text:l,cls:"scoring-event",icon:u?Xo(u.tile,u.rotation):null}}function Fa(e,t){let n=e.event,o=r=>t.seatName(r);switch(n.case){case"tileDrawn":return{text:c("carcassonne-log-tile-drawn",{player:o(n.value.seat),left:n.value.tilesRemaining}),cls:"minor"};case"tileDiscarded":return{text:c("carcassonne-log-tile-discarded"),icon:Xo(n.value.tile,0)};case"tileReturned":return{text:c("carcassonne-log-tile-returned"),icon:Xo(n.value.tile,0)};case"tilePlaced":return{text:c("carcassonne-log-tile-placed",{player:o(n.value.seat)}),icon:Xo(n.value.tile.tile,n.value.tile.rotation)};case"followerPlaced":{let r=n.value.follower;return{text:c(`carcassonne-log-follower-${nt[r.kind]}`,{player:o(r.seat)})}}case"followerSkipped":return{text:c("carcassonne-log-no-follower",{player:o(n.value.seat)}),cls:"minor"};case"featureScored":return cp(n.value,t);case"gameOver":return{text:c("carcassonne-log-game-over"),cls:"scoring-event"};default:return null}}var Wa=[Re.ROAD,Re.CITY,Re.MONASTERY,Re.FIELD];var wn=null;function Ya(){let e=document.getElementById("map-box");if(!e)return;let t=document.getElementById("carc-bar"),o=t&&getComputedStyle(t).position==="fixed"?t.getBoundingClientRect().height:0;document.documentElement.style.setProperty("--carc-bar-h",`${Math.ceil(o)}px`);let r=e.getBoundingClientRect().top+window.scrollY,a=Math.floor(Math.min(760,Math.max(260,window.innerHeight-o-r-6)));e.style.height!==`${a}px`&&(e.style.height=`${a}px`)}function lu(){queueMicrotask(()=>{wn||(wn=new ResizeObserver(Ya),window.addEventListener("resize",Ya)),wn.disconnect();let e=document.getElementById("carc-bar"),t=document.getElementById("map-box");e&&wn.observe(e),t&&t.closest("main")&&wn.observe(t.closest("main")),Ya()})}var up=[["D",0,0,0],["U",0,1,0],["K",0,2,0],["B",0,0,1],["E",2,1,1],["A",2,2,1]],dp=[[0,150,50],[1,50,150]];function hp(){let e=dp.map(([t,n,o])=>{let r=ht(et.follower.replace("COLOUR",xe(t)));return r.setAttribute("transform",`translate(${n},${o}) scale(1.6)`),r});return U("svg",{viewBox:"-2 -2 304 204",class:"lobby-picture",role:"img","aria-label":c("carcassonne-lobby-picture")},...up.map(([t,n,o,r])=>Gt(t,n,o,r)),...e)}var cu={picture:hp,get line(){return c("carcassonne-lobby-line")}};function Xa(e){return c("carcassonne-follower-choice",{kind:nt[e.kind],where:tt(e.location)})}function fp(e){let t=e.action;return t.case==="placeTile"?c("carcassonne-do-tile",{x:t.value.x,y:t.value.y,turns:t.value.rotation}):t.case==="placeFollower"?Xa(t.value):c("carcassonne-pass")}function Mt(e){return e.rotations?e.rotations[e.turn%e.rotations.length]:0}async function mp(e,t,n){let o=e.ui;if(!n){let[r,a]=t.split(",").map(Number),s=O(Ga,{action:{case:"placeTile",value:O(Hc,{x:r,y:a,rotation:Mt(o)})}});o.whyNot=await e.whyNot(s)||"";let i=document.getElementById("why-not");i&&(i.textContent=o.whyNot);return}n.includes(Mt(o))||(o.turn=o.rotations.indexOf(n[0])),o.cell=t,o.whyNot="",uu(e,"place")}function uu(e,t){e.render();let n=document.getElementById(t);n&&n.focus({preventScroll:!0})}function _o(e,t,n){let o=d("button",{type:"button",...e},t);return o.addEventListener("click",n),o}function pp(e,t,n){let o=e.ui,r=e.actions.length>0,a=t.currentSeat!==void 0?e.seatName(t.currentSeat):"",s=[],i="",l=[];if(t.currentTile){let g=Mt(o);s.push(Yo(t.currentTile,g,{class:"preview",id:"current-tile","data-tile":t.currentTile,"data-rotation":g,role:"img","aria-hidden":null,"aria-label":r?c("carcassonne-your-tile"):c("carcassonne-their-tile",{player:a})}))}if(r&&e.actions[0].action.case==="placeTile")i=o.cell?c("carcassonne-hint-place"):c("carcassonne-hint-cell"),l=[_o({id:"rotate",disabled:o.rotations.length<2},c("carcassonne-rotate"),()=>{o.turn=(o.turn+1)%o.rotations.length,o.cell&&!(n.get(o.cell)||[]).includes(Mt(o))&&(o.cell=null),uu(e,"rotate")}),_o({id:"place",class:"primary",disabled:!o.cell},c("carcassonne-place"),()=>{let[g,b]=o.cell.split(",").map(Number),v=Mt(o),k=e.actions.find(A=>A.action.case==="placeTile"&&A.action.value.x===g&&A.action.value.y===b&&A.action.value.rotation===v);k&&e.submit(k)})];else if(r)i=c("carcassonne-hint-follower"),l=[...e.actions].sort((b,v)=>(v.action.case==="pass")-(b.action.case==="pass")).map(b=>b.action.case==="pass"?_o({id:"pass",class:"choice"},c("carcassonne-pass"),()=>e.submit(b)):_o({class:"choice follower-choice","data-spot":`${nt[b.action.value.kind]}-${tt(b.action.value.location)}`},Xa(b.action.value),()=>e.submit(b)));else if(a&&e.view.state===2)i=c("carcassonne-playing",{player:a});else return null;let u=e.barExtras?e.barExtras():{undo:null,message:null};s.push(d("div",{class:"bar-text"},d("p",{class:"hint",id:r?"hint":"turn"},i),d("p",{class:"why-not",id:"why-not",role:"alert"},o.whyNot||""),u.message,Go(e)));let h=Lo(e);h&&l.push(h);let f=r&&e.actions[0].action.case!=="placeTile";return d("div",{class:`carc-bar${f?" follower-step":""}`,id:"carc-bar"},d("div",{class:"bar-top"},s,u.undo),l.length?d("div",{class:`buttons${f?" choices":""}`,id:"controls"},l):null)}function gp(e,t){return d("ul",{class:"scoreboard"},t.seats.map(n=>d("li",{class:`player${t.currentSeat===n.seat?" current":""}`,"data-seat":n.seat,"data-score":n.score},Ne(n.seat),d("span",{class:"name"},e.seatName(n.seat)),d("span",{class:"score"},c("carcassonne-points",{points:n.score})),d("small",{class:"supply"},c("carcassonne-supply",{count:n.followersInSupply})))))}function bp(e){let t=e.events.length?e.events[e.events.length-1]:null;if(!t||!t.kind.value||!t.kind.value.gameEvents)return null;let n=Lt(e),r=n.slice(n.length-t.kind.value.gameEvents.length).filter(a=>a.event.case==="featureScored").map(a=>Fa(a,e));return r.length?d("div",{class:"scoring",id:"scoring"},r.map(a=>d("p",{},a.icon,a.text))):null}function yp(e){let t=Array.from({length:e.table.seats.length},()=>Wa.map(()=>0));for(let n of Lt(e)){if(n.event.case!=="featureScored")continue;let o=Wa.indexOf(n.event.value.kind);n.event.value.points.forEach((r,a)=>{t[a][o]+=r})}return{columns:["roads","cities","monasteries","fields"].map(n=>c(`carcassonne-breakdown-${n}`)),rows:t,note:c("carcassonne-breakdown-note")}}function wp(e){let t=e.gameView,n=e.ui,o=new Map;for(let i of e.actions){if(i.action.case!=="placeTile")continue;let l=`${i.action.value.x},${i.action.value.y}`;o.has(l)||o.set(l,[]),o.get(l).push(i.action.value.rotation)}n.rotations||(n.rotations=[...new Set(e.actions.filter(i=>i.action.case==="placeTile").map(i=>i.action.value.rotation))].sort(),n.rotations.length||(n.rotations=[0]));let r=e.actions.filter(i=>i.action.case==="placeFollower").map(i=>({action:i,loc:tt(i.action.value.location),label:Xa(i.action.value),id:`${nt[i.action.value.kind]}-${tt(i.action.value.location)}`})),a=pp(e,t,o);a&&lu();let s=iu(e,t,o,{rotation:Mt(n),spots:r,onCell:(i,l)=>mp(e,i,l),onSpot:i=>e.submit(i)});return d("section",{class:`game carcassonne${a?" with-bar":""}`,id:"game"},d("div",{class:"board-col"},s),d("aside",{class:"side card"},gp(e,t),d("p",{class:"pile",id:"tiles-left"},c("carcassonne-tiles-left",{count:t.tilesRemaining})),a,bp(e)))}var kp={get title(){return c("carcassonne-title")},View:zc,Event:Mo,Action:Ga,freshUi(e){return{camera:e.camera||nu(),turn:0,rotations:null,cell:null,whyNot:""}},render:wp,describeEvent:Fa,showHint(e,t){if(t.action.case!=="placeTile")return;let{x:n,y:o,rotation:r}=t.action.value,a=e.ui;a.cell=`${n},${o}`;let s=(a.rotations||[]).indexOf(r);s>=0&&(a.turn=s)},describeAction:fp,breakdown:yp,lobby:cu};var du=(e,t)=>e.default||e[t],hu={burgundy:du(La,"burgundy"),carcassonne:du(_a,"carcassonne")};var Ie=hu;var vp=[["","lobby-player-person"],...Ao.map(e=>[e,`lobby-player-${e}`]),["random","lobby-player-random"],["greedy","lobby-player-greedy"],["search","lobby-player-search"]];async function fu(e){document.title=c("lobby-title"),D(e,d("p",{class:"muted"},c("lobby-loading")));let t;try{t=(await V.listGames({})).games}catch(A){D(e,d("section",{class:"card error-page"},d("h1",{},c("lobby-cannot-open")),d("p",{role:"alert"},B(A))));return}let n=d("form",{class:"card lobby",id:"lobby"}),o=d("select",{id:"game",name:"game"},t.map(A=>d("option",{value:A.name},Ye(A.name,A.displayName)))),r=d("select",{id:"seats",name:"seats"}),a=d("div",{class:"options"}),s=d("div",{class:"others",id:"other-seats"}),i=d("input",{id:"name",name:"name",required:!0,maxlength:40,autocomplete:"nickname",placeholder:c("lobby-name-example")}),l=d("input",{type:"checkbox",id:"auto-start"}),u=d("p",{class:"status",role:"status"}),h=d("div",{class:"clock-presets"});function f(){return t.find(A=>A.name===o.value)}function g(){let A=f();D(r,...Array.from({length:A.maxPlayers-A.minPlayers+1},(S,N)=>{let T=A.minPlayers+N;return d("option",{value:T},c("lobby-seat-count",{count:T}))})),D(a,...A.options.map(S=>{let N=d("select",{id:`option-${S.name}`,"data-option":S.name},S.choices.map(T=>d("option",{value:T,selected:T===S.defaultValue},T===S.defaultValue?c("lobby-option-default",{value:Dt(A.name,S,T)}):Dt(A.name,S,T))));return d("label",{class:"option"},d("span",{class:"option-name"},$n(A.name,S)),N,d("small",{class:"muted"},Zs(A.name,S)))}))}function b(){let A=Number(r.value),S=Array.from(s.querySelectorAll("select"),N=>N.value);D(s,...Array.from({length:A-1},(N,T)=>{let M=d("select",{id:`seat-${T+1}`,"data-seat":T+1},vp.map(([F,re])=>d("option",{value:F,selected:F===(S[T]||"")},c(re))));return d("label",{class:"option"},d("span",{class:"option-name"},c("lobby-seat-number",{number:T+2})),M)}))}function v(){D(h,Rc(f(),a))}o.addEventListener("change",()=>{g(),b(),v()}),r.addEventListener("change",b),g(),b(),v(),n.append(d("h1",{},c("lobby-heading")),d("p",{class:"muted"},c("lobby-intro")),d("label",{},c("lobby-game"),o),d("label",{},c("lobby-seats"),r),h,d("fieldset",{class:"other-seats"},d("legend",{},c("lobby-other-seats")),s),d("details",{class:"table-options"},d("summary",{},c("lobby-table-options")),a),d("label",{},c("lobby-your-name"),i),d("label",{class:"check"},l,c("lobby-auto-start")),d("button",{type:"submit",id:"create",class:"primary"},c("lobby-create")),u,d("p",{class:"muted"},d("a",{href:"/replay",id:"open-record"},c("record-open")))),n.addEventListener("submit",async A=>{A.preventDefault(),u.textContent=c("lobby-creating");let S={};for(let M of a.querySelectorAll("select"))S[M.dataset.option]=M.value;let N={};for(let M of s.querySelectorAll("select"))M.value&&(N[Number(M.dataset.seat)]={kind:M.value,level:0});let T=Object.keys(N).length===Number(r.value)-1;try{let M={game:o.value,seatCount:Number(r.value),options:S,visibility:cc.PRIVATE,autoStart:l.checked||T,displayName:c("lobby-table-label",{name:i.value.trim()}).replace(/[\u2068\u2069]/g,""),hostDisplayName:i.value.trim(),requestId:P(),hostCredential:Ue(),botSeats:N},F=await Fe(()=>V.createTable(M)),re=F.table.name.split("/")[1];fe(re,{host:F.hostCredential,invite:F.inviteToken,spectate:F.spectatorToken,inviteUrl:F.inviteUrl,spectatorUrl:F.spectatorUrl});let E={table:F.table.name,inviteToken:F.inviteToken,displayName:i.value.trim(),requestId:P(),seatCredential:Ue(),entropy:Bt()},x=await Fe(()=>V.joinTable(E));fe(re,{seat:x.seat,credential:x.seatCredential,name:i.value.trim()}),location.assign(`/t/${re}`)}catch(M){u.textContent=B(M),u.setAttribute("role","alert")}}),D(e,Ep(t,A=>{o.value=A,o.dispatchEvent(new Event("change")),n.scrollIntoView({block:"start"})}),Ic(),Ap(),n)}function Ep(e,t){let n=e.filter(o=>Ie[o.name.split("/")[1]]?.lobby).map(o=>{let{lobby:r}=Ie[o.name.split("/")[1]],a=Ye(o.name,o.displayName),s=d("button",{type:"button",class:"choose-game","data-game":o.name},c("lobby-choose-game",{game:a}));return s.addEventListener("click",()=>t(o.name)),d("article",{class:"card game-card","data-game":o.name},d("div",{class:"game-picture"},r.picture()),d("h2",{},a),d("p",{},r.line),s)});return n.length?d("section",{class:"game-cards",id:"games"},n):null}function Ap(){return d("section",{class:"card learn-card",id:"learn"},d("h2",{},c("learn-title")),d("p",{class:"muted"},c("lobby-learn-intro")),d("a",{href:"/learn",class:"button",id:"learn-link"},c("lobby-learn-open")))}function Sp(e){return new Intl.ListFormat(q(),{type:"conjunction"}).format(e)}function Do(e){let t=e.view.outcome||e.table.outcome,n=[...t.scores.keys()].sort((f,g)=>t.ranks[f]-t.ranks[g]),o=n.filter(f=>t.ranks[f]===1),r=Math.max(...t.scores),a=t.scores.filter(f=>f===r).length,s;o.length>1?s=c("final-shared-victory",{players:Sp(o.map(f=>e.seatName(f)))}):s=c(a>1?"final-wins-tie-break":"final-wins",{player:e.seatName(o[0])});let i=e.game?e.game.breakdown(e):null,l=i?i.columns:[],u=[c("final-rank"),c("final-player"),c("final-score"),...l],h=(f,g,b={})=>d("td",{"data-label":u[f],...b},g);return d("section",{class:"card final",id:"final"},d("h2",{id:"winner"},s),d("table",{class:"scores","aria-label":c("final-heading")},d("thead",{},d("tr",{},u.map(f=>d("th",{scope:"col"},f)))),d("tbody",{},n.map(f=>d("tr",{class:"final-score","data-seat":f,"data-score":t.scores[f],"data-rank":t.ranks[f]},h(0,C(t.ranks[f]),{class:"rank"}),h(1,[Ne(f),e.seatName(f)],{class:"player-name"}),h(2,C(t.scores[f]),{class:"score"}),...i?i.rows[f].map((g,b)=>h(3+b,C(g))):[])))),i&&i.note?d("p",{class:"muted"},i.note):null)}function mu(e,t){return new Promise(n=>{let o=d("button",{type:"button",class:"primary",id:"confirm-yes"},t),r=d("button",{type:"button",id:"confirm-no"},c("table-confirm-cancel")),a=d("dialog",{class:"confirm",id:"confirm"},d("p",{},e),d("div",{class:"confirm-buttons"},r,o)),s=i=>{a.close(),a.remove(),n(i)};o.addEventListener("click",()=>s(!0)),r.addEventListener("click",()=>s(!1)),a.addEventListener("cancel",()=>s(!1)),document.body.append(a),a.showModal(),r.focus()})}var xp="easy";function Np(e){return d("select",{class:"seat-level","data-seat":e.index,"aria-label":c("table-host-bot-level")},Ao.map(n=>d("option",{value:n,selected:n===xp},c(`bot-name-${n}`))))}function pu(e){return e.state!==ye.TAKEN&&e.state!==ye.LEFT?"empty":e.absent?"absent":e.player===Ae.BOT?"bot":e.presence===fa.PRESENT?"present":e.presence===fa.AWAY?"away":"unknown"}function Rp(e,t){let n=e.table.turnClock,o=n&&n.seat===t.index&&n.deadline,r=t.timeBank&&e.table.serviceOptions.turn_timer==="bank";if(o){let a=ft(n.deadline);return d("span",{class:"clock running",id:`clock-${t.index}`,"data-deadline":a,title:c("table-clock-title")},So(a-Date.now()))}if(r){let a=Number(t.timeBank.seconds)*1e3+t.timeBank.nanos/1e6;return d("span",{class:"clock bank",id:`clock-${t.index}`,title:c("table-bank-title")},So(a))}return null}async function Oo(e,t,n,o){if(!await mu(t,n))return null;try{let r=await o();return await e.refresh(),r}catch(r){return e.say(B(r)),null}}function Ip(e,t,n){let o=e.plainName(t.index),r=G(e.saved.host),a=[],s=n==="away"||n==="absent"?Np(t):null,i=()=>({kind:s.value,level:0});if(s&&a.push(s),n==="away"){let l=d("button",{type:"button",class:"seat-control","data-control":"bot-plays","data-seat":t.index},c("table-host-bot-plays",{name:o}));l.addEventListener("click",()=>Oo(e,c("table-host-bot-plays-confirm",{name:o}),c("table-host-bot-plays-yes"),()=>V.addBot({table:e.name,seat:t.index,bot:i(),keepSeat:!0,requestId:P()},r))),a.push(l)}if(n==="absent"){let l=d("button",{type:"button",class:"seat-control","data-control":"bot-for-good","data-seat":t.index},c("table-host-bot-for-good",{name:o}));l.addEventListener("click",()=>Oo(e,c("table-host-bot-for-good-confirm",{name:o}),c("table-host-bot-for-good-yes"),()=>V.addBot({table:e.name,seat:t.index,bot:i(),requestId:P()},r)));let u=d("button",{type:"button",class:"seat-control","data-control":"free","data-seat":t.index},c("table-host-free",{name:o}));u.addEventListener("click",async()=>{let h=await Oo(e,c("table-host-free-confirm",{name:o}),c("table-host-free-yes"),()=>V.freeSeat({table:e.name,seat:t.index,requestId:P()},r));h&&e.newInvite(h.inviteToken)}),a.push(l,u)}return a.length?d("span",{class:"seat-controls"},a):null}function Vp(e){return{present:c("table-seat-present"),away:c("table-seat-away"),absent:c("table-seat-absent"),bot:c("table-seat-bot"),empty:c("table-seat-empty")}[e]||""}function gu(e){let t=e.table,n=t.state===_.ACTIVE,o=n?e.view.currentSeat:void 0,r=t.seats.map(i=>{let l=n||!["present","away"].includes(pu(i))?pu(i):"unknown",u=o===i.index;return d("li",{class:`seat seat-${l}${u?" seat-turn":""}`,"data-seat":i.index,"data-status":l,"data-turn":String(u)},d("span",{class:"dot",style:`background:${xe(i.index)}`}),d("span",{class:"seat-name"},e.plainName(i.index)),i.index===e.mySeat?d("span",{class:"chip you"},c("table-seat-you")):null,l!=="unknown"?d("span",{class:`chip presence ${l}`},Vp(l)):null,u?d("span",{class:"chip turn"},c("table-seat-to-play")):null,Rp(e,i),n&&e.saved.host&&i.index!==e.mySeat?Ip(e,i,l):null)}),a=[d("h2",{class:"sr-heading"},c("table-seats-heading")),d("ul",{class:"seats live-seats",id:"seats"},r)],s=e.mySeat!==null?t.seats[e.mySeat]:null;if(n&&s&&s.absent){let i=d("button",{type:"button",class:"primary",id:"reclaim"},c("table-reclaim"));i.addEventListener("click",async()=>{try{await V.reclaimSeat({table:e.name,requestId:P()},G(e.token))}catch(l){e.say(B(l))}await e.refresh()}),a.push(d("div",{class:"reclaim",id:"bot-plays-for-you",role:"status"},d("p",{},c("table-bot-plays-for-you")),i))}else n&&s&&s.reclaiming&&a.push(d("p",{class:"hint",role:"status"},c("table-reclaiming")));return Sc(),d("section",{class:"card seats-panel",id:"seats-panel"},a)}function bu(e){let t=e.table.state;if(!e.saved.host||![_.ACTIVE,_.WAITING].includes(t))return null;let n=d("button",{type:"button",class:"danger",id:"abandon"},c("table-host-end"));return n.addEventListener("click",()=>Oo(e,c("table-host-end-confirm"),c("table-host-end-yes"),()=>V.abandonTable({table:e.name,requestId:P()},G(e.saved.host)))),n}var Ct=function(e,t){let r=e,a=kn[t],s=null,i=0,l=null,u=[],h={},f=function(E,x){i=r*4+17,s=(function(p){let y=new Array(p);for(let w=0;w<p;w+=1){y[w]=new Array(p);for(let R=0;R<p;R+=1)y[w][R]=null}return y})(i),g(0,0),g(i-7,0),g(0,i-7),k(),v(),S(E,x),r>=7&&A(E),l==null&&(l=M(r,a,u)),N(l,x)},g=function(E,x){for(let p=-1;p<=7;p+=1)if(!(E+p<=-1||i<=E+p))for(let y=-1;y<=7;y+=1)x+y<=-1||i<=x+y||(0<=p&&p<=6&&(y==0||y==6)||0<=y&&y<=6&&(p==0||p==6)||2<=p&&p<=4&&2<=y&&y<=4?s[E+p][x+y]=!0:s[E+p][x+y]=!1)},b=function(){let E=0,x=0;for(let p=0;p<8;p+=1){f(!0,p);let y=rt.getLostPoint(h);(p==0||E>y)&&(E=y,x=p)}return x},v=function(){for(let E=8;E<i-8;E+=1)s[E][6]==null&&(s[E][6]=E%2==0);for(let E=8;E<i-8;E+=1)s[6][E]==null&&(s[6][E]=E%2==0)},k=function(){let E=rt.getPatternPosition(r);for(let x=0;x<E.length;x+=1)for(let p=0;p<E.length;p+=1){let y=E[x],w=E[p];if(s[y][w]==null)for(let R=-2;R<=2;R+=1)for(let I=-2;I<=2;I+=1)R==-2||R==2||I==-2||I==2||R==0&&I==0?s[y+R][w+I]=!0:s[y+R][w+I]=!1}},A=function(E){let x=rt.getBCHTypeNumber(r);for(let p=0;p<18;p+=1){let y=!E&&(x>>p&1)==1;s[Math.floor(p/3)][p%3+i-8-3]=y}for(let p=0;p<18;p+=1){let y=!E&&(x>>p&1)==1;s[p%3+i-8-3][Math.floor(p/3)]=y}},S=function(E,x){let p=a<<3|x,y=rt.getBCHTypeInfo(p);for(let w=0;w<15;w+=1){let R=!E&&(y>>w&1)==1;w<6?s[w][8]=R:w<8?s[w+1][8]=R:s[i-15+w][8]=R}for(let w=0;w<15;w+=1){let R=!E&&(y>>w&1)==1;w<8?s[8][i-w-1]=R:w<9?s[8][15-w-1+1]=R:s[8][15-w-1]=R}s[i-8][8]=!E},N=function(E,x){let p=-1,y=i-1,w=7,R=0,I=rt.getMaskFunction(x);for(let L=i-1;L>0;L-=2)for(L==6&&(L-=1);;){for(let K=0;K<2;K+=1)if(s[y][L-K]==null){let ee=!1;R<E.length&&(ee=(E[R]>>>w&1)==1),I(y,L-K)&&(ee=!ee),s[y][L-K]=ee,w-=1,w==-1&&(R+=1,w=7)}if(y+=p,y<0||i<=y){y-=p,p=-p;break}}},T=function(E,x){let p=0,y=0,w=0,R=new Array(x.length),I=new Array(x.length);for(let $=0;$<x.length;$+=1){let H=x[$].dataCount,ge=x[$].totalCount-H;y=Math.max(y,H),w=Math.max(w,ge),R[$]=new Array(H);for(let We=0;We<R[$].length;We+=1)R[$][We]=255&E.getBuffer()[We+p];p+=H;let zo=rt.getErrorCorrectPolynomial(ge),ss=vn(R[$],zo.getLength()-1).mod(zo);I[$]=new Array(zo.getLength()-1);for(let We=0;We<I[$].length;We+=1){let is=We+ss.getLength()-I[$].length;I[$][We]=is>=0?ss.getAt(is):0}}let L=0;for(let $=0;$<x.length;$+=1)L+=x[$].totalCount;let K=new Array(L),ee=0;for(let $=0;$<y;$+=1)for(let H=0;H<x.length;H+=1)$<R[H].length&&(K[ee]=R[H][$],ee+=1);for(let $=0;$<w;$+=1)for(let H=0;H<x.length;H+=1)$<I[H].length&&(K[ee]=I[H][$],ee+=1);return K},M=function(E,x,p){let y=yu.getRSBlocks(E,x),w=wu();for(let I=0;I<p.length;I+=1){let L=p[I];w.put(L.getMode(),4),w.put(L.getLength(),rt.getLengthInBits(L.getMode(),E)),L.write(w)}let R=0;for(let I=0;I<y.length;I+=1)R+=y[I].dataCount;if(w.getLengthInBits()>R*8)throw"code length overflow. ("+w.getLengthInBits()+">"+R*8+")";for(w.getLengthInBits()+4<=R*8&&w.put(0,4);w.getLengthInBits()%8!=0;)w.putBit(!1);for(;!(w.getLengthInBits()>=R*8||(w.put(236,8),w.getLengthInBits()>=R*8));)w.put(17,8);return T(w,y)};h.addData=function(E,x){x=x||"Byte";let p=null;switch(x){case"Numeric":p=Tp(E);break;case"Alphanumeric":p=Zp(E);break;case"Byte":p=Bp(E);break;case"Kanji":p=$p(E);break;default:throw"mode:"+x}u.push(p),l=null},h.isDark=function(E,x){if(E<0||i<=E||x<0||i<=x)throw E+","+x;return s[E][x]},h.getModuleCount=function(){return i},h.make=function(){if(r<1){let E=1;for(;E<40;E++){let x=yu.getRSBlocks(E,a),p=wu();for(let w=0;w<u.length;w++){let R=u[w];p.put(R.getMode(),4),p.put(R.getLength(),rt.getLengthInBits(R.getMode(),E)),R.write(p)}let y=0;for(let w=0;w<x.length;w++)y+=x[w].dataCount;if(p.getLengthInBits()<=y*8)break}r=E}f(!1,b())},h.createTableTag=function(E,x){E=E||2,x=typeof x>"u"?E*4:x;let p="";p+='<table style="',p+=" border-width: 0px; border-style: none;",p+=" border-collapse: collapse;",p+=" padding: 0px; margin: "+x+"px;",p+='">',p+="<tbody>";for(let y=0;y<h.getModuleCount();y+=1){p+="<tr>";for(let w=0;w<h.getModuleCount();w+=1)p+='<td style="',p+=" border-width: 0px; border-style: none;",p+=" border-collapse: collapse;",p+=" padding: 0px; margin: 0px;",p+=" width: "+E+"px;",p+=" height: "+E+"px;",p+=" background-color: ",p+=h.isDark(y,w)?"#000000":"#ffffff",p+=";",p+='"/>';p+="</tr>"}return p+="</tbody>",p+="</table>",p},h.createSvgTag=function(E,x,p,y){let w={};typeof arguments[0]=="object"&&(w=arguments[0],E=w.cellSize,x=w.margin,p=w.alt,y=w.title),E=E||2,x=typeof x>"u"?E*4:x,p=typeof p=="string"?{text:p}:p||{},p.text=p.text||null,p.id=p.text?p.id||"qrcode-description":null,y=typeof y=="string"?{text:y}:y||{},y.text=y.text||null,y.id=y.text?y.id||"qrcode-title":null;let R=h.getModuleCount()*E+x*2,I,L,K,ee,$="",H;for(H="l"+E+",0 0,"+E+" -"+E+",0 0,-"+E+"z ",$+='<svg version="1.1" xmlns="http://www.w3.org/2000/svg"',$+=w.scalable?"":' width="'+R+'px" height="'+R+'px"',$+=' viewBox="0 0 '+R+" "+R+'" ',$+=' preserveAspectRatio="xMinYMin meet"',$+=y.text||p.text?' role="img" aria-labelledby="'+F([y.id,p.id].join(" ").trim())+'"':"",$+=">",$+=y.text?'<title id="'+F(y.id)+'">'+F(y.text)+"</title>":"",$+=p.text?'<description id="'+F(p.id)+'">'+F(p.text)+"</description>":"",$+='<rect width="100%" height="100%" fill="white" cx="0" cy="0"/>',$+='<path d="',K=0;K<h.getModuleCount();K+=1)for(ee=K*E+x,I=0;I<h.getModuleCount();I+=1)h.isDark(K,I)&&(L=I*E+x,$+="M"+L+","+ee+H);return $+='" stroke="transparent" fill="black"/>',$+="</svg>",$},h.createDataURL=function(E,x){E=E||2,x=typeof x>"u"?E*4:x;let p=h.getModuleCount()*E+x*2,y=x,w=p-x;return Cp(p,p,function(R,I){if(y<=R&&R<w&&y<=I&&I<w){let L=Math.floor((R-y)/E),K=Math.floor((I-y)/E);return h.isDark(K,L)?0:1}else return 1})},h.createImgTag=function(E,x,p){E=E||2,x=typeof x>"u"?E*4:x;let y=h.getModuleCount()*E+x*2,w="";return w+="<img",w+=' src="',w+=h.createDataURL(E,x),w+='"',w+=' width="',w+=y,w+='"',w+=' height="',w+=y,w+='"',p&&(w+=' alt="',w+=F(p),w+='"'),w+="/>",w};let F=function(E){let x="";for(let p=0;p<E.length;p+=1){let y=E.charAt(p);switch(y){case"<":x+="&lt;";break;case">":x+="&gt;";break;case"&":x+="&amp;";break;case'"':x+="&quot;";break;default:x+=y;break}}return x},re=function(E){E=typeof E>"u"?2:E;let p=h.getModuleCount()*1+E*2,y=E,w=p-E,R,I,L,K,ee,$={"██":"█","█ ":"▀"," █":"▄","  ":" "},H={"██":"▀","█ ":"▀"," █":" ","  ":" "},ge="";for(R=0;R<p;R+=2){for(L=Math.floor((R-y)/1),K=Math.floor((R+1-y)/1),I=0;I<p;I+=1)ee="█",y<=I&&I<w&&y<=R&&R<w&&h.isDark(L,Math.floor((I-y)/1))&&(ee=" "),y<=I&&I<w&&y<=R+1&&R+1<w&&h.isDark(K,Math.floor((I-y)/1))?ee+=" ":ee+="█",ge+=E<1&&R+1>=w?H[ee]:$[ee];ge+=`
`}return p%2&&E>0?ge.substring(0,ge.length-p-1)+Array(p+1).join("▀"):ge.substring(0,ge.length-1)};return h.createASCII=function(E,x){if(E=E||1,E<2)return re(x);E-=1,x=typeof x>"u"?E*2:x;let p=h.getModuleCount()*E+x*2,y=x,w=p-x,R,I,L,K,ee=Array(E+1).join("██"),$=Array(E+1).join("  "),H="",ge="";for(R=0;R<p;R+=1){for(L=Math.floor((R-y)/E),ge="",I=0;I<p;I+=1)K=1,y<=I&&I<w&&y<=R&&R<w&&h.isDark(L,Math.floor((I-y)/E))&&(K=0),ge+=K?ee:$;for(L=0;L<E;L+=1)H+=ge+`
`}return H.substring(0,H.length-1)},h.renderTo2dContext=function(E,x){x=x||2;let p=h.getModuleCount();for(let y=0;y<p;y++)for(let w=0;w<p;w++)E.fillStyle=h.isDark(y,w)?"black":"white",E.fillRect(w*x,y*x,x,x)},h};Ct.stringToBytes=function(e){let t=[];for(let n=0;n<e.length;n+=1){let o=e.charCodeAt(n);t.push(o&255)}return t};Ct.createStringToBytes=function(e,t){let n=(function(){let r=Gp(e),a=function(){let l=r.read();if(l==-1)throw"eof";return l},s=0,i={};for(;;){let l=r.read();if(l==-1)break;let u=a(),h=a(),f=a(),g=String.fromCharCode(l<<8|u),b=h<<8|f;i[g]=b,s+=1}if(s!=t)throw s+" != "+t;return i})(),o=63;return function(r){let a=[];for(let s=0;s<r.length;s+=1){let i=r.charCodeAt(s);if(i<128)a.push(i);else{let l=n[r.charAt(s)];typeof l=="number"?(l&255)==l?a.push(l):(a.push(l>>>8),a.push(l&255)):a.push(o)}}return a}};var he={MODE_NUMBER:1,MODE_ALPHA_NUM:2,MODE_8BIT_BYTE:4,MODE_KANJI:8},kn={L:1,M:0,Q:3,H:2},ot={PATTERN000:0,PATTERN001:1,PATTERN010:2,PATTERN011:3,PATTERN100:4,PATTERN101:5,PATTERN110:6,PATTERN111:7},rt=(function(){let e=[[],[6,18],[6,22],[6,26],[6,30],[6,34],[6,22,38],[6,24,42],[6,26,46],[6,28,50],[6,30,54],[6,32,58],[6,34,62],[6,26,46,66],[6,26,48,70],[6,26,50,74],[6,30,54,78],[6,30,56,82],[6,30,58,86],[6,34,62,90],[6,28,50,72,94],[6,26,50,74,98],[6,30,54,78,102],[6,28,54,80,106],[6,32,58,84,110],[6,30,58,86,114],[6,34,62,90,118],[6,26,50,74,98,122],[6,30,54,78,102,126],[6,26,52,78,104,130],[6,30,56,82,108,134],[6,34,60,86,112,138],[6,30,58,86,114,142],[6,34,62,90,118,146],[6,30,54,78,102,126,150],[6,24,50,76,102,128,154],[6,28,54,80,106,132,158],[6,32,58,84,110,136,162],[6,26,54,82,110,138,166],[6,30,58,86,114,142,170]],t=1335,n=7973,o=21522,r={},a=function(s){let i=0;for(;s!=0;)i+=1,s>>>=1;return i};return r.getBCHTypeInfo=function(s){let i=s<<10;for(;a(i)-a(t)>=0;)i^=t<<a(i)-a(t);return(s<<10|i)^o},r.getBCHTypeNumber=function(s){let i=s<<12;for(;a(i)-a(n)>=0;)i^=n<<a(i)-a(n);return s<<12|i},r.getPatternPosition=function(s){return e[s-1]},r.getMaskFunction=function(s){switch(s){case ot.PATTERN000:return function(i,l){return(i+l)%2==0};case ot.PATTERN001:return function(i,l){return i%2==0};case ot.PATTERN010:return function(i,l){return l%3==0};case ot.PATTERN011:return function(i,l){return(i+l)%3==0};case ot.PATTERN100:return function(i,l){return(Math.floor(i/2)+Math.floor(l/3))%2==0};case ot.PATTERN101:return function(i,l){return i*l%2+i*l%3==0};case ot.PATTERN110:return function(i,l){return(i*l%2+i*l%3)%2==0};case ot.PATTERN111:return function(i,l){return(i*l%3+(i+l)%2)%2==0};default:throw"bad maskPattern:"+s}},r.getErrorCorrectPolynomial=function(s){let i=vn([1],0);for(let l=0;l<s;l+=1)i=i.multiply(vn([1,at.gexp(l)],0));return i},r.getLengthInBits=function(s,i){if(1<=i&&i<10)switch(s){case he.MODE_NUMBER:return 10;case he.MODE_ALPHA_NUM:return 9;case he.MODE_8BIT_BYTE:return 8;case he.MODE_KANJI:return 8;default:throw"mode:"+s}else if(i<27)switch(s){case he.MODE_NUMBER:return 12;case he.MODE_ALPHA_NUM:return 11;case he.MODE_8BIT_BYTE:return 16;case he.MODE_KANJI:return 10;default:throw"mode:"+s}else if(i<41)switch(s){case he.MODE_NUMBER:return 14;case he.MODE_ALPHA_NUM:return 13;case he.MODE_8BIT_BYTE:return 16;case he.MODE_KANJI:return 12;default:throw"mode:"+s}else throw"type:"+i},r.getLostPoint=function(s){let i=s.getModuleCount(),l=0;for(let f=0;f<i;f+=1)for(let g=0;g<i;g+=1){let b=0,v=s.isDark(f,g);for(let k=-1;k<=1;k+=1)if(!(f+k<0||i<=f+k))for(let A=-1;A<=1;A+=1)g+A<0||i<=g+A||k==0&&A==0||v==s.isDark(f+k,g+A)&&(b+=1);b>5&&(l+=3+b-5)}for(let f=0;f<i-1;f+=1)for(let g=0;g<i-1;g+=1){let b=0;s.isDark(f,g)&&(b+=1),s.isDark(f+1,g)&&(b+=1),s.isDark(f,g+1)&&(b+=1),s.isDark(f+1,g+1)&&(b+=1),(b==0||b==4)&&(l+=3)}for(let f=0;f<i;f+=1)for(let g=0;g<i-6;g+=1)s.isDark(f,g)&&!s.isDark(f,g+1)&&s.isDark(f,g+2)&&s.isDark(f,g+3)&&s.isDark(f,g+4)&&!s.isDark(f,g+5)&&s.isDark(f,g+6)&&(l+=40);for(let f=0;f<i;f+=1)for(let g=0;g<i-6;g+=1)s.isDark(g,f)&&!s.isDark(g+1,f)&&s.isDark(g+2,f)&&s.isDark(g+3,f)&&s.isDark(g+4,f)&&!s.isDark(g+5,f)&&s.isDark(g+6,f)&&(l+=40);let u=0;for(let f=0;f<i;f+=1)for(let g=0;g<i;g+=1)s.isDark(g,f)&&(u+=1);let h=Math.abs(100*u/i/i-50)/5;return l+=h*10,l},r})(),at=(function(){let e=new Array(256),t=new Array(256);for(let o=0;o<8;o+=1)e[o]=1<<o;for(let o=8;o<256;o+=1)e[o]=e[o-4]^e[o-5]^e[o-6]^e[o-8];for(let o=0;o<255;o+=1)t[e[o]]=o;let n={};return n.glog=function(o){if(o<1)throw"glog("+o+")";return t[o]},n.gexp=function(o){for(;o<0;)o+=255;for(;o>=256;)o-=255;return e[o]},n})(),vn=function(e,t){if(typeof e.length>"u")throw e.length+"/"+t;let n=(function(){let r=0;for(;r<e.length&&e[r]==0;)r+=1;let a=new Array(e.length-r+t);for(let s=0;s<e.length-r;s+=1)a[s]=e[s+r];return a})(),o={};return o.getAt=function(r){return n[r]},o.getLength=function(){return n.length},o.multiply=function(r){let a=new Array(o.getLength()+r.getLength()-1);for(let s=0;s<o.getLength();s+=1)for(let i=0;i<r.getLength();i+=1)a[s+i]^=at.gexp(at.glog(o.getAt(s))+at.glog(r.getAt(i)));return vn(a,0)},o.mod=function(r){if(o.getLength()-r.getLength()<0)return o;let a=at.glog(o.getAt(0))-at.glog(r.getAt(0)),s=new Array(o.getLength());for(let i=0;i<o.getLength();i+=1)s[i]=o.getAt(i);for(let i=0;i<r.getLength();i+=1)s[i]^=at.gexp(at.glog(r.getAt(i))+a);return vn(s,0).mod(r)},o},yu=(function(){let e=[[1,26,19],[1,26,16],[1,26,13],[1,26,9],[1,44,34],[1,44,28],[1,44,22],[1,44,16],[1,70,55],[1,70,44],[2,35,17],[2,35,13],[1,100,80],[2,50,32],[2,50,24],[4,25,9],[1,134,108],[2,67,43],[2,33,15,2,34,16],[2,33,11,2,34,12],[2,86,68],[4,43,27],[4,43,19],[4,43,15],[2,98,78],[4,49,31],[2,32,14,4,33,15],[4,39,13,1,40,14],[2,121,97],[2,60,38,2,61,39],[4,40,18,2,41,19],[4,40,14,2,41,15],[2,146,116],[3,58,36,2,59,37],[4,36,16,4,37,17],[4,36,12,4,37,13],[2,86,68,2,87,69],[4,69,43,1,70,44],[6,43,19,2,44,20],[6,43,15,2,44,16],[4,101,81],[1,80,50,4,81,51],[4,50,22,4,51,23],[3,36,12,8,37,13],[2,116,92,2,117,93],[6,58,36,2,59,37],[4,46,20,6,47,21],[7,42,14,4,43,15],[4,133,107],[8,59,37,1,60,38],[8,44,20,4,45,21],[12,33,11,4,34,12],[3,145,115,1,146,116],[4,64,40,5,65,41],[11,36,16,5,37,17],[11,36,12,5,37,13],[5,109,87,1,110,88],[5,65,41,5,66,42],[5,54,24,7,55,25],[11,36,12,7,37,13],[5,122,98,1,123,99],[7,73,45,3,74,46],[15,43,19,2,44,20],[3,45,15,13,46,16],[1,135,107,5,136,108],[10,74,46,1,75,47],[1,50,22,15,51,23],[2,42,14,17,43,15],[5,150,120,1,151,121],[9,69,43,4,70,44],[17,50,22,1,51,23],[2,42,14,19,43,15],[3,141,113,4,142,114],[3,70,44,11,71,45],[17,47,21,4,48,22],[9,39,13,16,40,14],[3,135,107,5,136,108],[3,67,41,13,68,42],[15,54,24,5,55,25],[15,43,15,10,44,16],[4,144,116,4,145,117],[17,68,42],[17,50,22,6,51,23],[19,46,16,6,47,17],[2,139,111,7,140,112],[17,74,46],[7,54,24,16,55,25],[34,37,13],[4,151,121,5,152,122],[4,75,47,14,76,48],[11,54,24,14,55,25],[16,45,15,14,46,16],[6,147,117,4,148,118],[6,73,45,14,74,46],[11,54,24,16,55,25],[30,46,16,2,47,17],[8,132,106,4,133,107],[8,75,47,13,76,48],[7,54,24,22,55,25],[22,45,15,13,46,16],[10,142,114,2,143,115],[19,74,46,4,75,47],[28,50,22,6,51,23],[33,46,16,4,47,17],[8,152,122,4,153,123],[22,73,45,3,74,46],[8,53,23,26,54,24],[12,45,15,28,46,16],[3,147,117,10,148,118],[3,73,45,23,74,46],[4,54,24,31,55,25],[11,45,15,31,46,16],[7,146,116,7,147,117],[21,73,45,7,74,46],[1,53,23,37,54,24],[19,45,15,26,46,16],[5,145,115,10,146,116],[19,75,47,10,76,48],[15,54,24,25,55,25],[23,45,15,25,46,16],[13,145,115,3,146,116],[2,74,46,29,75,47],[42,54,24,1,55,25],[23,45,15,28,46,16],[17,145,115],[10,74,46,23,75,47],[10,54,24,35,55,25],[19,45,15,35,46,16],[17,145,115,1,146,116],[14,74,46,21,75,47],[29,54,24,19,55,25],[11,45,15,46,46,16],[13,145,115,6,146,116],[14,74,46,23,75,47],[44,54,24,7,55,25],[59,46,16,1,47,17],[12,151,121,7,152,122],[12,75,47,26,76,48],[39,54,24,14,55,25],[22,45,15,41,46,16],[6,151,121,14,152,122],[6,75,47,34,76,48],[46,54,24,10,55,25],[2,45,15,64,46,16],[17,152,122,4,153,123],[29,74,46,14,75,47],[49,54,24,10,55,25],[24,45,15,46,46,16],[4,152,122,18,153,123],[13,74,46,32,75,47],[48,54,24,14,55,25],[42,45,15,32,46,16],[20,147,117,4,148,118],[40,75,47,7,76,48],[43,54,24,22,55,25],[10,45,15,67,46,16],[19,148,118,6,149,119],[18,75,47,31,76,48],[34,54,24,34,55,25],[20,45,15,61,46,16]],t=function(r,a){let s={};return s.totalCount=r,s.dataCount=a,s},n={},o=function(r,a){switch(a){case kn.L:return e[(r-1)*4+0];case kn.M:return e[(r-1)*4+1];case kn.Q:return e[(r-1)*4+2];case kn.H:return e[(r-1)*4+3];default:return}};return n.getRSBlocks=function(r,a){let s=o(r,a);if(typeof s>"u")throw"bad rs block @ typeNumber:"+r+"/errorCorrectionLevel:"+a;let i=s.length/3,l=[];for(let u=0;u<i;u+=1){let h=s[u*3+0],f=s[u*3+1],g=s[u*3+2];for(let b=0;b<h;b+=1)l.push(t(f,g))}return l},n})(),wu=function(){let e=[],t=0,n={};return n.getBuffer=function(){return e},n.getAt=function(o){let r=Math.floor(o/8);return(e[r]>>>7-o%8&1)==1},n.put=function(o,r){for(let a=0;a<r;a+=1)n.putBit((o>>>r-a-1&1)==1)},n.getLengthInBits=function(){return t},n.putBit=function(o){let r=Math.floor(t/8);e.length<=r&&e.push(0),o&&(e[r]|=128>>>t%8),t+=1},n},Tp=function(e){let t=he.MODE_NUMBER,n=e,o={};o.getMode=function(){return t},o.getLength=function(s){return n.length},o.write=function(s){let i=n,l=0;for(;l+2<i.length;)s.put(r(i.substring(l,l+3)),10),l+=3;l<i.length&&(i.length-l==1?s.put(r(i.substring(l,l+1)),4):i.length-l==2&&s.put(r(i.substring(l,l+2)),7))};let r=function(s){let i=0;for(let l=0;l<s.length;l+=1)i=i*10+a(s.charAt(l));return i},a=function(s){if("0"<=s&&s<="9")return s.charCodeAt(0)-48;throw"illegal char :"+s};return o},Zp=function(e){let t=he.MODE_ALPHA_NUM,n=e,o={};o.getMode=function(){return t},o.getLength=function(a){return n.length},o.write=function(a){let s=n,i=0;for(;i+1<s.length;)a.put(r(s.charAt(i))*45+r(s.charAt(i+1)),11),i+=2;i<s.length&&a.put(r(s.charAt(i)),6)};let r=function(a){if("0"<=a&&a<="9")return a.charCodeAt(0)-48;if("A"<=a&&a<="Z")return a.charCodeAt(0)-65+10;switch(a){case" ":return 36;case"$":return 37;case"%":return 38;case"*":return 39;case"+":return 40;case"-":return 41;case".":return 42;case"/":return 43;case":":return 44;default:throw"illegal char :"+a}};return o},Bp=function(e){let t=he.MODE_8BIT_BYTE,n=e,o=Ct.stringToBytes(e),r={};return r.getMode=function(){return t},r.getLength=function(a){return o.length},r.write=function(a){for(let s=0;s<o.length;s+=1)a.put(o[s],8)},r},$p=function(e){let t=he.MODE_KANJI,n=e,o=Ct.stringToBytes;(function(s,i){let l=o(s);if(l.length!=2||(l[0]<<8|l[1])!=i)throw"sjis not supported."})("友",38726);let r=o(e),a={};return a.getMode=function(){return t},a.getLength=function(s){return~~(r.length/2)},a.write=function(s){let i=r,l=0;for(;l+1<i.length;){let u=(255&i[l])<<8|255&i[l+1];if(33088<=u&&u<=40956)u-=33088;else if(57408<=u&&u<=60351)u-=49472;else throw"illegal char at "+(l+1)+"/"+u;u=(u>>>8&255)*192+(u&255),s.put(u,13),l+=2}if(l<i.length)throw"illegal char at "+(l+1)},a},ku=function(){let e=[],t={};return t.writeByte=function(n){e.push(n&255)},t.writeShort=function(n){t.writeByte(n),t.writeByte(n>>>8)},t.writeBytes=function(n,o,r){o=o||0,r=r||n.length;for(let a=0;a<r;a+=1)t.writeByte(n[a+o])},t.writeString=function(n){for(let o=0;o<n.length;o+=1)t.writeByte(n.charCodeAt(o))},t.toByteArray=function(){return e},t.toString=function(){let n="";n+="[";for(let o=0;o<e.length;o+=1)o>0&&(n+=","),n+=e[o];return n+="]",n},t},Lp=function(){let e=0,t=0,n=0,o="",r={},a=function(i){o+=String.fromCharCode(s(i&63))},s=function(i){if(i<0)throw"n:"+i;if(i<26)return 65+i;if(i<52)return 97+(i-26);if(i<62)return 48+(i-52);if(i==62)return 43;if(i==63)return 47;throw"n:"+i};return r.writeByte=function(i){for(e=e<<8|i&255,t+=8,n+=1;t>=6;)a(e>>>t-6),t-=6},r.flush=function(){if(t>0&&(a(e<<6-t),e=0,t=0),n%3!=0){let i=3-n%3;for(let l=0;l<i;l+=1)o+="="}},r.toString=function(){return o},r},Gp=function(e){let t=e,n=0,o=0,r=0,a={};a.read=function(){for(;r<8;){if(n>=t.length){if(r==0)return-1;throw"unexpected end of file./"+r}let l=t.charAt(n);if(n+=1,l=="=")return r=0,-1;if(l.match(/^\s$/))continue;o=o<<6|s(l.charCodeAt(0)),r+=6}let i=o>>>r-8&255;return r-=8,i};let s=function(i){if(65<=i&&i<=90)return i-65;if(97<=i&&i<=122)return i-97+26;if(48<=i&&i<=57)return i-48+52;if(i==43)return 62;if(i==47)return 63;throw"c:"+i};return a},Mp=function(e,t){let n=e,o=t,r=new Array(e*t),a={};a.setPixel=function(u,h,f){r[h*n+u]=f},a.write=function(u){u.writeString("GIF87a"),u.writeShort(n),u.writeShort(o),u.writeByte(128),u.writeByte(0),u.writeByte(0),u.writeByte(0),u.writeByte(0),u.writeByte(0),u.writeByte(255),u.writeByte(255),u.writeByte(255),u.writeString(","),u.writeShort(0),u.writeShort(0),u.writeShort(n),u.writeShort(o),u.writeByte(0);let h=2,f=i(h);u.writeByte(h);let g=0;for(;f.length-g>255;)u.writeByte(255),u.writeBytes(f,g,255),g+=255;u.writeByte(f.length-g),u.writeBytes(f,g,f.length-g),u.writeByte(0),u.writeString(";")};let s=function(u){let h=u,f=0,g=0,b={};return b.write=function(v,k){if(v>>>k)throw"length over";for(;f+k>=8;)h.writeByte(255&(v<<f|g)),k-=8-f,v>>>=8-f,g=0,f=0;g=v<<f|g,f=f+k},b.flush=function(){f>0&&h.writeByte(g)},b},i=function(u){let h=1<<u,f=(1<<u)+1,g=u+1,b=l();for(let N=0;N<h;N+=1)b.add(String.fromCharCode(N));b.add(String.fromCharCode(h)),b.add(String.fromCharCode(f));let v=ku(),k=s(v);k.write(h,g);let A=0,S=String.fromCharCode(r[A]);for(A+=1;A<r.length;){let N=String.fromCharCode(r[A]);A+=1,b.contains(S+N)?S=S+N:(k.write(b.indexOf(S),g),b.size()<4095&&(b.size()==1<<g&&(g+=1),b.add(S+N)),S=N)}return k.write(b.indexOf(S),g),k.write(f,g),k.flush(),v.toByteArray()},l=function(){let u={},h=0,f={};return f.add=function(g){if(f.contains(g))throw"dup key:"+g;u[g]=h,h+=1},f.size=function(){return h},f.indexOf=function(g){return u[g]},f.contains=function(g){return typeof u[g]<"u"},f};return a},Cp=function(e,t,n){let o=Mp(e,t);for(let i=0;i<t;i+=1)for(let l=0;l<e;l+=1)o.setPixel(l,i,n(l,i));let r=ku();o.write(r);let a=Lp(),s=r.toByteArray();for(let i=0;i<s.length;i+=1)a.writeByte(s[i]);return a.flush(),"data:image/gif;base64,"+a},vu=Ct,k3=Ct.stringToBytes;var Up=3e3,st={url:"",via:"",previous:[]},Eu=null;async function Da(){try{let e=await fetch("/address.json",{cache:"no-store"});e.ok&&(st=await e.json())}catch{}return st}function Su(e){Eu||st.via!=="share"||(Eu=setInterval(async()=>{let t=st.url;await Da(),st.url!==t&&e()},Up))}function Ut(e){return st.url?st.url:e.inviteUrl?e.inviteUrl.split("/t/")[0]:location.origin}var Fp=/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;function Wp(e){try{return Fp.test(new URL(e).hostname)}catch{return!1}}function Ko(e,t,n,o=()=>{}){let r=d("input",{id:t,readonly:!0,value:n,class:"link"}),a=d("button",{type:"button","data-copy":t},c("table-copy"));return a.addEventListener("click",async()=>{o(),r.select();try{await navigator.clipboard.writeText(n)}catch{document.execCommand("copy")}a.textContent=c("table-copied")}),d("label",{class:"share"},e,d("span",{class:"copy-row"},r,a))}function Yp(e,t){return`${Ut(e)}/t/${t}?invite=${e.invite}`}function Au(e,t){return`${Ut(e)}/t/${t}?spectate=${e.spectate}`}function Xp(e,t){let n=vu(0,"M");n.addData(e),n.make();let o=n.getModuleCount(),r=4,a="";for(let i=0;i<o;i+=1)for(let l=0;l<o;l+=1)n.isDark(i,l)&&(a+=`M${l+r} ${i+r}h1v1h-1z`);let s=o+2*r;return d("figure",{class:"qr",id:t},U("svg",{viewBox:`0 0 ${s} ${s}`,role:"img","aria-label":c("table-invite-qr-label"),"shape-rendering":"crispEdges","data-url":e},U("rect",{width:s,height:s,fill:"#fff"}),U("path",{d:a,fill:"#000"})),d("figcaption",{class:"muted"},c("table-invite-qr")))}function Oa(e,t,n,o=!1){if(!e.invite)return null;if(o)return d("details",{class:"card links",id:"links"},d("summary",{},c("table-spectator-link")),Ko(c("table-spectator-link"),"spectator-link",Au(e,t)));let r=Yp(e,t),a=Ut(e),s=Wp(r),i=(Tt(t)||{}).linkBase;!s&&!i&&fe(t,{linkBase:a});let l=()=>fe(t,{linkBase:a}),u=[Ko(c("table-invite-link"),"invite-link",r,l),s?null:Xp(r,"invite-qr"),Ko(c("table-spectator-link"),"spectator-link",Au(e,t),l)];return s?u.unshift(d("p",{class:"warning",id:"loopback-warning",role:"note"},c("table-loopback-warning"))):i&&i!==a&&st.previous.includes(i)&&u.unshift(d("p",{class:"warning",id:"address-changed",role:"alert"},c("table-address-changed"))),d("details",{class:"card links",id:"links",open:n},d("summary",{},c("table-links")),u)}function xu(e,t){if(!e.credential)return null;let n=`${Ut(e)}/t/${t}#seat=${encodeURIComponent(e.credential)}`;return d("details",{class:"card links",id:"other-device"},d("summary",{},c("table-other-device")),d("p",{class:"muted"},c("table-other-device-hint")),Ko(c("table-other-device-link"),"device-link",n))}function Nu(){let e=new URLSearchParams(location.hash.replace(/^#/,""));if(!e.has("seat"))return null;let t=e.get("seat");e.delete("seat");let n=e.toString();return history.replaceState(history.state,"",`${location.pathname}${location.search}${n?`#${n}`:""}`),/^[A-Za-z0-9_-]+$/.test(t)?t:""}function Ka(e){return d("button",{id:"undo",class:"undo",type:"button",onclick:()=>_p(e)},c("undo-button"))}function Ja(e){return d("p",{id:"message",class:"message",role:"alert"},e)}async function _p(e){let t;try{t=await V.undoAction({table:e.name,requestId:P(),expectedVersion:e.version,includeDecision:!0},G(e.token))}catch(n){let{reason:o,metadata:r}=ce(n);e.say(o==="UNDO_NOT_ALLOWED"?c("undo-refused",{why:r.why||""}):B(n));return}t.decision&&(e.decision=t.decision),e.message=c("undo-done"),await e.refresh()}function Dp(e,t){return e.rematch&&e.rematch.seats.includes(t.index)?"back":t.player===Ae.BOT&&!t.absent?"bot":"waiting"}function Ru(e){let t=e.table;if(t.lesson)return null;let n=e.saved,o=n.rematch,r=!!(n.credential||n.host);if(!r&&!t.rematch)return null;let a=t.seats.map(l=>{let u=Dp(t,l);return d("li",{class:"rematch-seat","data-seat":l.index,"data-status":u},Ne(l.index),d("span",{class:"rematch-name"},e.seatName(l.index))," ",d("span",{class:"muted"},c(`rematch-seat-${u}`)))}),s=[d("h2",{},c("rematch-heading"))];s.push(t.rematch?d("ul",{class:"rematch-seats",id:"rematch-seats"},a):d("p",{class:"muted"},c("rematch-intro")));let i=d("p",{class:"status",id:"rematch-status",role:"status"});if(o)s.push(d("a",{href:`/t/${o}`,class:"button primary",id:"rematch-open"},c("rematch-open")));else if(r){let l=d("button",{type:"button",class:"primary",id:"play-again"},c("rematch-play-again"));l.addEventListener("click",()=>Op(e,l,i)),s.push(l)}return s.push(i),d("section",{class:"card rematch",id:"rematch"},s)}async function Op(e,t,n){t.disabled=!0,n.textContent=c("rematch-joining");let o=e.saved,r={},a="";try{if(o.credential){let s={table:e.name,requestId:P(),credential:Ue(),entropy:Bt()},i=await Fe(()=>V.rematchTable(s,G(o.credential)));a=i.table.name.split("/")[1],Object.assign(r,{seat:i.seat,credential:i.seatCredential,name:o.name||e.plainName(i.seat)})}if(o.host){let s={table:e.name,requestId:P(),credential:Ue()};try{let i=await Fe(()=>V.rematchTable(s,G(o.host)));a=i.table.name.split("/")[1],Object.assign(r,{host:i.hostCredential,invite:i.inviteToken,spectate:i.spectatorToken})}catch(i){if(!a)throw i}}}catch(s){n.textContent=B(s),n.setAttribute("role","alert"),t.disabled=!1;return}fe(a,r),e.saved=fe(e.tableId,{rematch:a}),location.assign(`/t/${a}`)}function Iu(e,t){return t.seats.length?t.seats.map(n=>({text:c("rematch-log-back",{name:e.seatName(n)})})):[{text:c(t.host?"rematch-log-host":"rematch-log-opened")}]}var Vu={seatJoined:"table-log-joined",seatLeft:"table-log-left",turnTimedOut:"table-log-timed-out",seatReclaimed:"table-log-reclaimed",seatFreed:"table-log-freed",tableAbandoned:"table-log-abandoned",actionUndone:"undo-log"};function Ft(e,t){let n=t.kind,o=n.value&&n.value.seat!==void 0?e.seatName(n.value.seat):"";if(Vu[n.case])return[{text:c(Vu[n.case],{name:o})}];if(n.case==="rematch")return Iu(e,n.value);if(n.case==="botSeated")return[{text:c(n.value.forAbsentPlayer?"table-log-bot-for":"table-log-bot",{name:o})}];let r=[];n.case==="tableStarted"&&r.push({text:c("table-log-started")});let a=n.value&&n.value.gameEvents?n.value.gameEvents:[];for(let s of a){let i=e.game?Q(s,e.game.Event):null,l=i?e.game.describeEvent(i,e):null;l&&r.push(l)}return r.length||r.push({text:c("table-log-acted",{name:o})}),r}function ja(){return"serviceWorker"in navigator&&"PushManager"in window&&"Notification"in window}function Kp(e){let t=e.replace(/-/g,"+").replace(/_/g,"/"),n=atob(t+"=".repeat((4-t.length%4)%4));return Uint8Array.from(n,o=>o.charCodeAt(0))}async function Jp(){return navigator.serviceWorker.register("/sw.js",{scope:"/"})}var Qa=class{constructor(t){this.page=t,this.settings=null,this.emailAvailable=!1,this.pushKey="",this.status=d("p",{class:"status",id:"notify-status",role:"status"}),this.pushButton=d("button",{type:"button",id:"push-toggle"}),this.emailInput=d("input",{type:"email",id:"notify-email",maxlength:254,autocomplete:"email",inputmode:"email"}),this.saveButton=d("button",{type:"button",id:"email-save"},c("notify-email-save")),this.removeButton=d("button",{type:"button",id:"email-remove"},c("notify-email-remove")),this.muteButton=d("button",{type:"button",id:"mute-toggle"}),this.mutedNote=d("span",{class:"muted",id:"muted-note"}),this.emailBox=d("div",{class:"notify-email"}),this.pushButton.addEventListener("click",()=>this.togglePush()),this.saveButton.addEventListener("click",()=>this.saveEmail(this.emailInput.value.trim())),this.removeButton.addEventListener("click",()=>this.saveEmail("")),this.muteButton.addEventListener("click",()=>this.update({muted:!this.settings.muted},["muted"])),this.pushButton.hidden=!0,this.muteButton.hidden=!0,this.node=d("details",{class:"card notify",id:"notify"},d("summary",{},c("notify-heading")),d("div",{class:"notify-row"},this.pushButton),this.emailBox,d("div",{class:"notify-row"},this.muteButton,this.mutedNote),this.status),this.load()}auth(){return G(this.page.token)}async load(){try{let t=await V.getNotificationSettings({table:this.page.name},this.auth());this.settings=t.settings,this.emailAvailable=t.emailAvailable,this.pushKey=t.pushPublicKey,this.emailInput.value=t.settings.email,this.draw()}catch(t){this.say(B(t),!0)}}say(t,n=!1){this.status.textContent=t,this.status.dataset.error=String(n)}async thisDevice(){if(!ja())return null;let t=await navigator.serviceWorker.getRegistration("/");return t?t.pushManager.getSubscription():null}async draw(){let t=this.settings;if(!t)return;let n=await this.thisDevice().catch(()=>null),o=n&&t.pushSubscriptions.some(r=>r.endpoint===n.endpoint);this.pushButton.textContent=o?c("notify-push-off"):c("notify-push-on"),this.pushButton.hidden=!1,this.muteButton.hidden=!1,this.pushButton.dataset.on=String(!!o),this.pushButton.disabled=!ja(),this.emailAvailable?this.emailBox.replaceChildren(d("label",{for:"notify-email"},c("notify-email-label")),this.emailInput,d("div",{class:"notify-row"},this.saveButton,t.email?this.removeButton:null)):this.emailBox.replaceChildren(d("p",{class:"muted"},c("notify-email-none"))),this.muteButton.textContent=t.muted?c("notify-unmute"):c("notify-mute"),this.mutedNote.textContent=t.muted?c("notify-muted"):"",this.muteButton.dataset.on=String(t.muted),this.node.dataset.muted=String(t.muted)}async update(t,n){try{let o=await V.updateNotificationSettings({table:this.page.name,settings:{...t,language:q()},updateMask:{paths:[...n,"language"]}},this.auth());return this.settings=o.settings,!0}catch(o){return this.say(B(o),!0),!1}finally{this.draw()}}async saveEmail(t){await this.update({email:t},["email"])&&this.say(t?c("notify-email-saved"):"")}async togglePush(){let t=await this.thisDevice().catch(()=>null),n=t&&this.settings.pushSubscriptions.some(o=>o.endpoint===t.endpoint);try{if(n){let o=await V.deletePushSubscription({table:this.page.name,endpoint:t.endpoint},this.auth());this.settings=o.settings,this.say("")}else{if(await Notification.requestPermission()!=="granted"){this.say(c("notify-push-denied"),!0);return}let r=await Jp();await navigator.serviceWorker.ready;let a;try{a=t||await r.pushManager.subscribe({userVisibleOnly:!0,applicationServerKey:Kp(this.pushKey)})}catch{this.say(c("notify-push-unavailable"),!0);return}let s=a.toJSON(),i=await V.addPushSubscription({table:this.page.name,subscription:{endpoint:s.endpoint,p256dh:s.keys.p256dh,auth:s.keys.auth}},this.auth());this.settings=i.settings,await this.update({},[]),this.say(c("notify-push-enabled"))}}catch(o){this.say(B(o),!0)}finally{this.draw()}}};function Tu(e){let t=e.table.state;return e.mySeat===null||t!==_.ACTIVE&&t!==_.WAITING?null:(e.notifyPanel||(e.notifyPanel=new Qa(e)),ja()||e.notifyPanel.say(c("notify-push-unsupported")),e.notifyPanel.node)}var jp='<path d="M0,-14 a6,6 0 1 1 0.01,0 Z M-5,-3 h10 l4,13 h4 v4 h-26 v-4 h4 Z" fill="#1f5fd6" stroke="#fff" stroke-width="1.5"/>';function Zu(e){let n=`<svg xmlns="http://www.w3.org/2000/svg" viewBox="-17 -17 34 34">${jp}${e?'<circle cx="9" cy="-9" r="7" fill="#d62728" stroke="#fff" stroke-width="2"/>':""}</svg>`;return`data:image/svg+xml,${encodeURIComponent(n)}`}var Qp=Zu(!1),Pp=Zu(!0);function zp(){let e=document.querySelector("link[rel~='icon']");return e||(e=document.createElement("link"),e.rel="icon",document.head.append(e)),e}function Bu(e,t){document.title=t?c("table-title-your-move",{title:e}):e;let n=zp(),o=t?Pp:Qp;n.getAttribute("href")!==o&&n.setAttribute("href",o),n.dataset.yourMove=String(t)}var En=500,$u=[[un.YOUR_MOVE,"chat-reaction-your-move"],[un.WELL_PLAYED,"chat-reaction-well-played"],[un.GOOD_GAME,"chat-reaction-good-game"],[un.THINKING,"chat-reaction-thinking"]],Hp=new Map($u);function qp(e){return e.content.case==="reaction"?c(Hp.get(e.content.value)):e.content.case==="text"?e.content.value:""}var Pa=class{constructor(t){this.page=t,this.last=0n,this.muted=[],this.list=d("ol",{class:"chat-list",id:"chat-list",tabindex:0,"aria-labelledby":"chat-title","aria-live":"polite"}),this.empty=d("p",{class:"muted",id:"chat-empty"},c("chat-empty")),this.status=d("p",{class:"status",id:"chat-status",role:"status"}),this.hostRow=d("div",{class:"chat-mutes",id:"chat-mutes"});let n=[d("h3",{id:"chat-title"},c("chat-heading")),this.empty,this.list];if(t.mySeat!==null){this.input=d("textarea",{id:"chat-input",rows:1,dir:"auto",enterkeyhint:"send","aria-label":c("chat-label"),placeholder:c("chat-label")}),this.count=d("span",{class:"chat-count muted",id:"chat-count"}),this.send=d("button",{type:"button",class:"primary",id:"chat-send"},c("chat-send")),this.input.addEventListener("input",()=>this.counted()),this.input.addEventListener("keydown",r=>{r.key==="Enter"&&!r.shiftKey&&!r.isComposing&&(r.preventDefault(),this.sendText())}),this.send.addEventListener("click",()=>this.sendText());let o=$u.map(([r,a])=>d("button",{type:"button",class:"reaction","data-reaction":String(r),onclick:()=>this.post({reaction:r})},c(a)));n.push(d("div",{class:"chat-reactions",role:"group","aria-label":c("chat-reactions")},o)),n.push(d("div",{class:"chat-write"},this.input,this.send),this.count)}else t.saved.host||n.push(d("p",{class:"muted"},c("chat-read-only")));n.push(this.hostRow,this.status),this.node=d("section",{class:"card chat",id:"chat"},n),this.load()}async load(){try{let t=await V.listMessages({table:this.page.name,pageSize:1},G(this.page.token));this.muted=t.mutedSeats,this.draw()}catch(t){this.say(B(t),!0)}}add(t){if(t.sequence<=this.last)return;this.last=t.sequence;let n=t.seat===this.page.mySeat,o=d("span",{class:"chat-text",dir:"auto"},qp(t)),r=d("li",{class:`chat-message${n?" mine":""}`,"data-sequence":String(t.sequence),"data-seat":t.seat,"data-reaction":t.content.case==="reaction"?String(t.content.value):null},Ne(t.seat),d("bdi",{class:"chat-from"},this.page.plainName(t.seat)),o),a=this.list.scrollTop+this.list.clientHeight>=this.list.scrollHeight-8;this.list.append(r),this.empty.hidden=!0,(a||n)&&(this.list.scrollTop=this.list.scrollHeight)}counted(){let t=[...this.input.value].length;this.count.textContent=t>En-100?c("chat-count",{count:t,limit:En}):"",this.count.dataset.over=String(t>En)}async sendText(){let t=this.input.value.trim();if(t){if([...t].length>En){this.say(c("chat-too-long",{limit:En}),!0);return}await this.post({text:t})&&(this.input.value="",this.counted())}}async post(t){this.say("");try{let{message:n}=await V.sendMessage({table:this.page.name,requestId:P(),...t},G(this.page.token));return this.add(n),!0}catch(n){let{reason:o}=ce(n);return this.say(o==="RATE_LIMITED"?c("chat-too-fast"):o==="CHAT_MUTED"?c("chat-muted-self"):B(n),!0),o==="CHAT_MUTED"&&this.load(),!1}}async mute(t,n){try{let o=await V.muteChat({table:this.page.name,seat:t,muted:n,requestId:P()},G(this.page.saved.host));this.muted=o.mutedSeats,this.draw()}catch(o){this.say(B(o),!0)}}say(t,n=!1){this.status.textContent=t,this.status.dataset.error=String(n)}draw(){let t=this.page.table;if(!t)return;let n=this.page.mySeat!==null&&this.muted.includes(this.page.mySeat);if(this.input){this.input.disabled=n,this.send.disabled=n;for(let r of this.node.querySelectorAll(".reaction"))r.disabled=n;n&&this.say(c("chat-muted-self"))}if(!this.page.saved.host){this.hostRow.replaceChildren(...this.muted.map(r=>d("p",{class:"muted"},c("chat-muted-seat",{name:this.page.plainName(r)}))));return}let o=t.seats.filter(r=>r.state===ye.TAKEN&&r.player!==Ae.BOT&&r.index!==this.page.mySeat);this.hostRow.replaceChildren(...o.map(r=>{let a=this.muted.includes(r.index),s=this.page.plainName(r.index);return d("button",{type:"button",class:"chat-mute","data-seat":r.index,"aria-pressed":String(a),onclick:()=>this.mute(r.index,!a)},a?c("chat-unmute",{name:s}):c("chat-mute",{name:s}))}))}};function Lu(e){return e.chatPanel||(e.chatPanel=new Pa(e)),e.chatPanel.draw(),e.chatPanel.node}async function Gu(e,t,n,o=null){let r=`tables/${t}`;document.title=c("table-title-opening");let a=Tt(t)||{},s=n.get("invite"),i=n.get("spectate");if(o!==null)try{if(!o)throw new Error("not a credential");let{view:u}=await V.getView({table:r},G(o));if(u.viewerSeat===void 0)throw new Error("not a seat");a=fe(t,{seat:u.viewerSeat,credential:o})}catch(u){Le(e,c("table-device-link-broken"),$e(u)?c("error-unreachable"):c("table-device-link-broken-hint"));return}if(i&&(a=fe(t,{spectate:i})),(i||s&&a.credential)&&history.replaceState(null,"",`/t/${t}`),!a.credential&&s){kc(e,t,s,u=>new Jo(e,t,r,u).start());return}if(!(a.credential||a.host||a.spectate)){Le(e,c("table-needs-link"),c("table-needs-link-hint"));return}new Jo(e,t,r,a).start()}var Jo=class{constructor(t,n,o,r){Object.assign(this,{root:t,tableId:n,name:o,saved:r}),this.token=r.credential||r.host||r.spectate,this.mySeat=r.credential?r.seat:null,this.version=null,this.seen=null,this.events=[],this.ui={},this.message="",this.refreshing=null,this.again=!1,this.decision=null,this.streaming=!1}async start(){D(this.root,d("p",{class:"muted"},c("table-opening")));try{await Promise.all([Da(),this.loadHistory()]),await this.refresh()}catch(t){let{reason:n}=ce(t);["TABLE_NOT_FOUND","CREDENTIAL_NOT_ACCEPTED","CREDENTIAL_MALFORMED"].includes(n)?Le(this.root,c("table-link-broken"),B(t)):Le(this.root,c("table-cannot-show"),B(t));return}this.saved.host&&Su(()=>this.render()),this.watch()}async loadHistory(){let t="";do{let n=await V.listEvents({table:this.name,pageSize:1e3,pageToken:t},G(this.token));for(let o of n.events)this.addEvent(o);t=n.nextPageToken}while(t)}addEvent(t){this.seen!==null&&t.version<=this.seen||(this.events.push(t),this.seen=t.version)}async watch(){let t=500;for(;;){try{let o={table:this.name,includeDecision:this.mySeat!==null,includeMessages:!0,afterMessage:this.chatPanel?this.chatPanel.last:0n};this.seen!==null&&(o.afterVersion=this.seen);for await(let r of V.watchTable(o,G(this.token)))t=500,this.setConnection(""),this.streaming=!0,r.decision&&(this.decision=r.decision),r.kind.case==="event"?(this.addEvent(r.kind.value),this.refresh()):r.kind.case==="snapshot"?(this.seen===null&&(this.seen=r.kind.value.version),this.refresh()):r.kind.case==="heartbeat"?this.refreshPresence():r.kind.case==="message"&&this.chatPanel&&this.chatPanel.add(r.kind.value)}catch(o){if(this.streaming=!1,this.setConnection(B(o)),ce(o).reason==="CREDENTIAL_NOT_ACCEPTED")return}await new Promise(o=>setTimeout(o,t));let n=this.table&&this.table.state===_.FINISHED;t=Math.min(t*2,n?3e3:8e3),this.refresh()}}setConnection(t){this.connection=t;let n=document.getElementById("connection");n&&(n.textContent=t?c("table-reconnecting",{reason:t}):"")}refresh(){return this.refreshing?(this.again=!0,this.refreshing):(this.refreshing=(async()=>{try{do this.again=!1,await this.load();while(this.again)}catch(t){this.setConnection(B(t))}finally{this.refreshing=null}})(),this.refreshing)}async refreshPresence(){if(!(this.refreshing||!this.table))try{let{table:t}=await V.getTable({name:this.name},G(this.token)),n=o=>o.seats.map(r=>r.presence).join();if(this.refreshing||t.version!==this.table.version)return;n(t)!==n(this.table)&&(this.table=t,this.render())}catch(t){this.setConnection(B(t))}}async load(){let[{table:t},{view:n}]=await Promise.all([V.getTable({name:this.name},G(this.token)),V.getView({table:this.name},G(this.token))]),o=[];if(this.mySeat!==null&&n.state===_.ACTIVE&&n.currentSeat===this.mySeat){if(this.decision&&this.decision.version===n.version)o=this.decision.legalActions;else if(!this.streaming){let r=await V.listLegalActions({table:this.name},G(this.token));r.version===n.version?o=r.actions:this.again=!0}}this.table=t,this.view=n,this.game=Ie[t.game.split("/")[1]],this.gameView=n.gameView&&this.game?Q(n.gameView,this.game.View):null,this.actions=this.game?o.map(r=>Q(r,this.game.Action)):[],this.version!==n.version&&(this.ui=this.game?this.game.freshUi(this.ui):{}),this.version=n.version,this.render()}async submit(t){this.message="";try{let n=await V.submitAction({table:this.name,action:Pe(this.game.Action,t),expectedVersion:this.version,requestId:P(),includeDecision:!0},G(this.token));n.decision&&(this.decision=n.decision)}catch(n){this.say(B(n)),$e(n)&&this.setConnection(B(n))}await this.refresh()}async whyNot(t){try{return await V.validateAction({table:this.name,action:Pe(this.game.Action,t),expectedVersion:this.version},G(this.token)),""}catch(n){return B(n)}}say(t){this.message=t;let n=document.getElementById("message");n&&(n.textContent=t)}seatName(t){let n=this.plainName(t);return t===this.mySeat?c("table-seat-name-you",{name:n}):n}plainName(t){let n=this.table.seats[t];return n&&n.displayName?ze(n):c("table-seat-number",{number:t+1})}newInvite(t){this.saved=fe(this.tableId,{invite:t,inviteUrl:`${Ut(this.saved)}/t/${this.tableId}?invite=${t}`}),this.render()}render(){let t=this.table,n=this.game?this.game.title:t.game,o=this.mySeat!==null&&t.state===_.ACTIVE&&this.view.currentSeat===this.mySeat;Bu(c("table-title",{game:n,table:t.displayName||""}),o);let r=d("header",{class:"bar"},d("a",{href:"/",class:"home"},c("app-name")),d("span",{class:"title"},n),d("span",{class:"who",id:"who"},this.mySeat!==null?c("table-header-you",{name:this.plainName(this.mySeat)}):this.saved.host?c("table-header-host"):c("table-header-watching")),d("span",{id:"connection",class:"connection",role:"status"},this.connection?c("table-reconnecting",{reason:this.connection}):"")),a=[];t.state===_.WAITING?a.push(this.renderWaiting()):(a.push(gu(this)),a.push(Nc(this)),t.state===_.ABANDONED&&a.push(d("section",{class:"card",id:"abandoned"},d("h2",{},c("table-abandoned")),d("p",{},c("table-abandoned-text"))))),t.state===_.FINISHED&&a.push(this.renderEnd()),this.inBar=!1,this.game&&this.gameView&&a.push(this.game.render(this)),!this.inBar&&this.canUndo()&&a.push(Ka(this)),a.push(Lu(this)),this.game||a.push(d("p",{},c("table-cannot-draw",{game:t.game}))),t.state!==_.WAITING&&a.push(Oa(this.saved,this.tableId,!1,this.othersAreBots())),a.push(Tu(this)),a.push(xu(this.saved,this.tableId)),a.push(bu(this)),a.push(this.renderFairness()),a.push(this.renderLog()),this.root.dataset.version=String(this.view.version),this.root.dataset.state=String(t.state),this.root.dataset.mine=String(this.actions.length>0),D(this.root,r,this.inBar?null:Ja(this.message),...a)}canUndo(){return this.mySeat!==null&&this.table.state===_.ACTIVE}barExtras(){return this.inBar=!0,{undo:this.canUndo()?Ka(this):null,message:Ja(this.message)}}othersAreBots(){return this.table.seats.every(t=>t.index===this.mySeat||t.state===ye.TAKEN&&t.player===Ae.BOT&&!t.absent)}renderWaiting(){let t=this.table,n=t.seats.filter(a=>a.state===ye.EMPTY).length,o=t.seats.map(a=>d("li",{class:"seat","data-seat":a.index,"data-reserved":String(a.reserved)},Ne(a.index),a.state===ye.TAKEN?this.seatName(a.index):a.reserved?c("rematch-waiting-for",{name:this.plainName(a.index)}):c("table-free-seat"))),r=[d("h2",{},n?c("table-waiting-for",{count:n}):c("table-everyone-here")),d("ul",{class:"seats"},o),t.seats.some(a=>a.state===ye.EMPTY&&!a.reserved)?Oa(this.saved,this.tableId,!0,this.othersAreBots()):null];if(this.saved.host&&!t.autoStart){let a=d("button",{class:"primary",id:"start",disabled:n>0},c("table-start"));a.addEventListener("click",async()=>{try{await V.startTable({name:this.name,etag:t.etag,requestId:P()},G(this.saved.host))}catch(s){this.say(B(s))}}),r.push(a)}else t.autoStart?r.push(d("p",{class:"muted"},c("table-auto-start"))):r.push(d("p",{class:"muted"},c("table-host-starts")));return d("section",{class:"card waiting",id:"waiting"},r)}renderEnd(){return[Do(this),Ru(this)]}renderFairness(){let t=this.table.fairness;if(!t||!t.commitment.length)return null;let n=[d("p",{class:"muted"},c("table-fair-commitment")),d("p",{class:"muted commitment-line"},d("span",{class:"commitment-label"},c("table-fair-commitment-code"))," ",d("code",{class:"commitment",id:"commitment",dir:"ltr",lang:"zxx",translate:"no"},Zt(t.commitment)))];if(t.serverSecret.length){let o=d("p",{id:"fairness-check"},c("table-fair-checking"));n.push(o),wc(this.table).then(r=>{o.textContent=r.commitment&&r.seed?c("table-fair-verified"):r.commitment?c("table-fair-bad-seed"):c("table-fair-bad-commitment"),o.dataset.verified=String(r.commitment&&r.seed)})}return d("details",{class:"card fairness",open:!!t.serverSecret.length},d("summary",{},c("table-fair-draws")),...n)}renderLog(){let t=[];for(let o of this.events)for(let r of this.describe(o))t.push(d("li",{"data-version":o.version,class:r.cls||""},r.icon||null,r.text));t.reverse();let n=this.table.state===_.WAITING?null:d("a",{href:`/t/${this.tableId}/replay`,id:"replay-link",class:"replay-link"},c("replay-open"));return d("section",{class:"card log"},d("h3",{id:"log-title"},c("table-log")),n,d("ol",{id:"log",reversed:!0,tabindex:0,"aria-labelledby":"log-title"},t))}describe(t){return Ft(this,t)}};var e0={[Eo.INACCURACY]:{name:"inaccuracy",sign:"?!"},[Eo.MISTAKE]:{name:"mistake",sign:"?"},[Eo.BLUNDER]:{name:"blunder",sign:"??"}},za=2e3;function Cu(e){let t=e.review,n=e.steps[e.step];if(!t||!n||!e.game)return null;let o=t.byVersion.get(Number(n.version));if(!o||!(o.loss>0)||!o.best)return null;let r=Q(o.best,e.game.Action);return r?{action:r,seat:o.seat}:null}function Ha(e){return e&&e0[e.mark]||null}function qa(e){let t=Ha(e);return t?d("span",{class:`review-mark ${t.name}`,"data-mark":t.name,title:c(`review-mark-${t.name}`),"aria-label":c(`review-mark-${t.name}`)},t.sign):null}function Uu(e,t,n){es(e,{get:()=>V.getReview({table:t},G(n)),ask:()=>V.requestReview({table:t},G(n))})}function es(e,t){let n={review:null,byVersion:new Map,status:"",timer:null,asking:!1,offer:t.offer||""};e.review=n;let o=a=>{n.review=a,n.byVersion=new Map(a.entries.map(s=>[Number(s.version),s])),n.status=a.state===vo.DONE?"done":"working",n.error="",t.asked&&t.asked(a),e.drawTrack(),e.drawStage()},r=async()=>{n.timer=null;try{let{review:a}=await t.get();o(a),a.state!==vo.DONE&&(n.timer=setTimeout(r,za))}catch(a){ce(a).reason==="REVIEW_NOT_FOUND"?(n.status="none",n.error="",t.missing&&t.missing()):$e(a)?(n.status=n.review?n.status:"error",n.error=B(a),n.timer=setTimeout(r,2*za)):(n.status="error",n.error=B(a)),e.drawStage()}};return n.ask=async()=>{if(!n.asking){n.asking=!0,e.drawStage();try{let{review:a}=await t.ask();n.asking=!1,o(a),a.state!==vo.DONE&&(n.timer=setTimeout(r,za))}catch(a){n.asking=!1,n.status="refused",n.error=$e(a)?c("review-ask-unreachable"):B(a),e.drawStage()}}},t.known!==!1?r():(n.status="none",e.drawStage()),n}function Fu(e){let t=e.review;if(!t||!t.status)return null;let n=[d("h3",{},c("review-heading"))];if(t.status==="none"||t.status==="refused")t.offer&&n.push(d("p",{id:"review-offer",class:"muted"},t.offer)),t.error&&n.push(d("p",{id:"review-error",class:"message",role:"alert"},t.error)),n.push(d("button",{type:"button",id:"review-request",class:"primary",disabled:t.asking,onclick:()=>t.ask()},c("review-request")));else if(t.status==="error")n.push(d("p",{id:"review-error",class:"message",role:"alert"},t.error));else{t.error&&n.push(d("p",{id:"review-error",class:"message",role:"alert"},t.error));let o=t.review;t.status==="working"&&n.push(d("p",{id:"review-progress",class:"muted"},c("review-progress",{done:C(o.decisionsDone),total:C(o.decisionsTotal)}))),o.expireTime&&n.push(d("p",{id:"review-kept",class:"muted"},c("review-kept-until",{date:new Intl.DateTimeFormat(q(),{dateStyle:"medium",timeStyle:"short"}).format(ll(o.expireTime))})));let r=e.steps[e.step],a=r?t.byVersion.get(Number(r.version)):null;a&&n.push(t0(e,a)),t.status==="done"&&e.step===e.steps.length-1&&n.push(n0(e,o))}return d("section",{class:"card review",id:"review","data-status":t.status},n)}function Mu(e,t,n){let o=e.game;if(o&&o.describeAction&&t){let r=Q(t,o.Action);if(r)return o.describeAction(r)}return n}function t0(e,t){let n=Ha(t),o=e.seatName(t.seat),r=Mu(e,t.played,t.playedText),a=[d("p",{id:"review-entry","data-mark":n?n.name:""},qa(t)," ",c(n?`review-entry-${n.name}`:"review-entry-good",{name:o,move:r,value:C(Math.round(t.playedValue*10)/10)}))];return t.loss>0&&a.push(d("p",{id:"review-better",class:"review-better"},c("review-better",{move:Mu(e,t.best,t.bestText),points:C(Math.round(t.loss*10)/10)}))),d("div",{},a)}function n0(e,t){let n=t.summaries.filter(o=>o.decisions>0).map(o=>d("li",{"data-seat":o.seat},c("review-summary-line",{name:e.seatName(o.seat),accuracy:C(Math.round(o.accuracy)),loss:C(Math.round(o.averageLoss*10)/10),inaccuracies:o.inaccuracies,mistakes:o.mistakes,blunders:o.blunders,decisions:o.decisions})));return d("div",{id:"review-summary"},d("h4",{},c("review-summary-heading")),d("ul",{},n))}function Wu(e){let t=e.review;if(!t||!t.review)return null;let n=Math.max(1,e.steps.length-1),o=[];return e.steps.forEach((r,a)=>{let s=t.byVersion.get(Number(r.version)),i=Ha(s);i&&o.push(d("span",{class:`review-tick ${i.name}`,"data-step":a,"data-mark":i.name,style:`left: calc(${100*a/n}% - 3px)`}))}),d("div",{class:"review-track",id:"review-track","aria-hidden":"true"},o)}var o0={first:"M2 2h2v12H2zM14 2v12L5 8z",back:"M12 2v12L3 8z",play:"M4 2v12l9-6z",pause:"M3 2h3.5v12H3zM9.5 2H13v12H9.5z",forward:"M1 2v12l7-6zM8 2v12l7-6z",last:"M12 2h2v12h-2zM2 2v12l9-6z"};function ts(e){return U("svg",{class:"replay-icon",viewBox:"0 0 16 16",width:16,height:16,"aria-hidden":"true",focusable:"false"},U("path",{d:o0[e],fill:"currentColor"}))}var r0=[.5,1,2,4];async function Yu(e,t){let n=`tables/${t}`,o=Tt(t)||{},r=o.credential||o.host||o.spectate;D(e,d("p",{class:"muted"},c("replay-loading")));let a,s=[];try{({table:a}=await V.getTable({name:n},G(r)));let f="";do{let g=await V.listEvents({table:n,pageSize:1e3,pageToken:f},G(r));s.push(...g.events),f=g.nextPageToken}while(f)}catch(f){let{reason:g}=ce(f);Le(e,g==="TABLE_NOT_FOUND"?c("table-link-broken"):c("table-cannot-show"),B(f));return}let i=new Map,l=f=>{if(!i.has(f)){let g=V.getView({table:n,version:f},G(r)).then(b=>b.view);g.catch(()=>i.delete(f)),i.set(f,g)}return i.get(f)},u=a.state===_.ACTIVE,h=new An(e,{table:a,events:s,viewAt:l,mySeat:o.credential?o.seat:null,back:{href:`/t/${t}`,text:c("replay-back-to-table")},note:u?c("replay-running-note"):""});h.start(),a.state===_.FINISHED&&h.steps.length&&Uu(h,n,r)}var An=class{constructor(t,n){Object.assign(this,{root:t,source:n,table:n.table,mySeat:n.mySeat??null}),this.game=Ie[this.table.game.split("/")[1]]||null;let o=n.events.findIndex(r=>r.kind.case==="tableStarted");this.steps=o<0?[]:n.events.slice(o),this.before=o<0?[]:n.events.slice(0,o),this.step=0,this.playing=null,this.speed=1,this.ui={},this.actions=[],this.message="",this.events=[],this.view=null,this.gameView=null,this.drawn=null}start(){if(!this.steps.length){Le(this.root,c("replay-not-started"),c("replay-not-started-hint"));return}this.frame(),this.go(this.steps.length-1)}seatName(t){let n=this.plainName(t);return t===this.mySeat?c("table-seat-name-you",{name:n}):n}get betterMove(){return Cu(this)}plainName(t){let n=this.table.seats[t];return n&&n.displayName?ze(n):c("table-seat-number",{number:t+1})}async submit(){}async whyNot(){return""}say(t){this.message=t}render(){this.drawStage()}frame(){let t=this.game?this.game.title:this.table.game;document.title=c("replay-title",{game:t});let n=this.steps.length-1,o=(i,l,u,h)=>d("button",{type:"button",id:i,class:"replay-button","aria-label":u,title:u,onclick:h},ts(l));this.slider=d("input",{type:"range",id:"replay-slider",min:0,max:n,step:1,value:n,"aria-label":c("replay-slider")}),this.slider.addEventListener("input",()=>{this.pause(),this.go(Number(this.slider.value))}),this.position=d("span",{id:"replay-position",class:"replay-position","aria-live":"polite"}),this.playButton=o("replay-play","play",c("replay-play"),()=>this.toggle());let r=d("select",{id:"replay-speed","aria-label":c("replay-speed")},r0.map(i=>d("option",{value:i,selected:i===this.speed},c("replay-speed-value",{speed:C(i)}))));r.addEventListener("change",()=>{this.speed=Number(r.value)});let a=d("section",{class:"card replay-controls",id:"replay-controls"},d("div",{class:"replay-buttons"},o("replay-first","first",c("replay-first"),()=>{this.pause(),this.go(0)}),o("replay-back","back",c("replay-step-back"),()=>{this.pause(),this.go(this.step-1)}),this.playButton,o("replay-forward","forward",c("replay-step-forward"),()=>{this.pause(),this.go(this.step+1)}),o("replay-last","last",c("replay-last"),()=>{this.pause(),this.go(n)}),r),d("div",{class:"replay-track"},this.track=d("div",{class:"replay-slider-box"},this.slider),this.position));this.stage=d("div",{class:"replay-stage",id:"replay-stage"});let s=d("header",{class:"bar"},d("a",{href:"/",class:"home"},c("app-name")),d("span",{class:"title"},c("replay-heading",{game:t})),d("a",{href:this.source.back.href,class:"back",id:"replay-back-link"},this.source.back.text));D(this.root,s,this.source.note?d("p",{class:"muted replay-note",id:"replay-note"},this.source.note):null,a,this.stage),this.root.classList.add("replaying"),this.root.addEventListener("keydown",i=>{i.target instanceof HTMLInputElement||i.target instanceof HTMLSelectElement||(i.key==="ArrowRight"&&(this.pause(),this.go(this.step+1)),i.key==="ArrowLeft"&&(this.pause(),this.go(this.step-1)))})}async go(t){let n=this.steps.length-1;this.step=Math.max(0,Math.min(n,t));let o=this.steps[this.step];this.slider.value=String(this.step),this.position.textContent=c("replay-position",{step:C(this.step),last:C(n)}),this.root.dataset.replayStep=String(this.step),this.root.dataset.replayVersion=String(o.version);let r=this.step,a;try{a=await this.source.viewAt(o.version)}catch(s){return r===this.step&&this.fail(B(s)),!1}if(r!==this.step)return!1;this.message="",this.view=a,this.gameView=a.gameView&&this.game?Q(a.gameView,this.game.View):null,this.events=[...this.before,...this.steps.slice(0,this.step+1)],this.ui=this.game?this.game.freshUi(this.ui):{},this.drawn=o.version,this.drawStage();for(let s=1;s<=2&&this.step+s<=n;s+=1)this.source.viewAt(this.steps[this.step+s].version).catch(()=>{});return!0}fail(t){this.pause(),this.message=t;let n=document.getElementById("replay-message");n?n.textContent=t:this.drawStage()}toggle(){if(this.playing){this.pause();return}this.step>=this.steps.length-1&&this.go(0),this.playButton.replaceChildren(ts("pause")),this.playButton.setAttribute("aria-label",c("replay-pause")),this.playButton.title=c("replay-pause"),this.root.dataset.replayPlaying="true";let t=async()=>{if(this.step>=this.steps.length-1){this.pause();return}await this.go(this.step+1),this.playing&&(this.playing=setTimeout(t,1e3/this.speed))};this.playing=setTimeout(t,1e3/this.speed)}pause(){this.playing&&(clearTimeout(this.playing),this.playing=null,this.playButton.replaceChildren(ts("play")),this.playButton.setAttribute("aria-label",c("replay-play")),this.playButton.title=c("replay-play"),this.root.dataset.replayPlaying="false")}drawTrack(){if(!this.track)return;let t=document.getElementById("review-track");t&&t.remove();let n=Wu(this);n&&this.track.append(n)}drawStage(){if(!this.stage)return;let t=[d("p",{id:"replay-message",class:"message",role:"alert"},this.message)],n=Fu(this);n&&t.push(n),this.view&&(this.view.outcome&&this.view.state===_.FINISHED&&t.push(Do(this)),this.game&&this.gameView?t.push(this.game.render(this)):t.push(d("p",{},c("table-cannot-draw",{game:this.table.game})))),D(this.stage,d("div",{class:"replay-board"},t),this.renderLog()),this.root.dataset.replayDrawn=String(this.drawn)}renderLog(){let t=[];return this.events.forEach(n=>{let o=this.steps.indexOf(n),r=this.review?this.review.byVersion.get(Number(n.version)):null;Ft(this,n).forEach((a,s)=>{let i=[a.icon||null,a.text,s===0?qa(r):null];t.push(d("li",{"data-version":n.version,class:`${a.cls||""}${o===this.step?" current":""}`},o<0?i:d("button",{type:"button",class:"log-step","data-step":o,onclick:()=>{this.pause(),this.go(o)}},i)))})}),t.reverse(),d("section",{class:"card log replay-log"},d("h3",{id:"log-title"},c("replay-log",{step:C(this.step)})),d("ol",{id:"log",reversed:!0,tabindex:0,"aria-labelledby":"log-title"},t))}};var _u="meeple.record-reviews.v1";function ns(){try{let e=JSON.parse(localStorage.getItem(_u)||"{}");return e&&typeof e=="object"?e:{}}catch{return{}}}function Xu(e){let t=Date.now(),n=Object.fromEntries(Object.entries(e).filter(([,o])=>o&&typeof o.name=="string"&&o.expires>t));localStorage.setItem(_u,JSON.stringify(n))}function a0(e){let t=e.events.length?e.events[e.events.length-1].version:0n;return`${e.table.name}@${t}`}function Du(e,t){let n=a0(t),o=ns()[n],r=o&&o.expires>Date.now()?o.name:"";return es(e,{known:!!r,offer:c("review-record-offer"),get:()=>V.getReview({name:r}),ask:()=>V.requestReview({record:t}),asked:a=>{if(!a.name||a.name===r)return;r=a.name;let s=a.expireTime?Ur(a.expireTime):Date.now();Xu({...ns(),[n]:{name:r,expires:s}})},missing:()=>{let a=ns();delete a[n],Xu(a)}})}var Ou=4*1024*1024,s0="meeple.game-record",Ku=1,ke=class extends Error{};function Ju(e){document.title=c("record-title");let t=d("p",{id:"record-message",class:"message",role:"alert"}),n=d("input",{type:"file",id:"record-file",accept:".json,application/json"});n.addEventListener("change",async()=>{let o=n.files&&n.files[0];if(!o)return;t.textContent=c("record-reading");let r;try{r=await i0(o)}catch(s){t.textContent=s instanceof ke?s.message:B(s),n.value="";return}let a=new An(e,{...r,mySeat:null,back:{href:"/replay",text:c("record-open-another")},note:""});a.start(),a.steps.length&&Du(a,r.record)}),D(e,d("header",{class:"bar"},d("a",{href:"/",class:"home"},c("app-name"))),d("section",{class:"card record-page",id:"record-page"},d("h1",{},c("record-heading")),d("p",{class:"muted"},c("record-intro",{file:"game.json",command:"meeple export"})),d("label",{},c("record-choose"),n),t))}async function i0(e){if(e.size>Ou)throw new ke(c("record-too-large",{limit:C(Ou/1024/1024)}));let t;try{t=JSON.parse(await e.text())}catch{throw new ke(c("record-not-json",{format:"JSON"}))}if(!t||typeof t!="object"||t.format!==s0)throw new ke(c("record-not-a-record"));if(t.format_version!==Ku)throw new ke(c("record-other-version",{version:String(t.format_version),readable:C(Ku)}));if(!Ie[String(t.game)])throw new ke(c("record-unknown-game",{game:String(t.game)}));let o=Lr(...Object.values(Ie).flatMap(h=>[h.View,h.Event,h.Action])),r,a;try{let h={registry:o,ignoreUnknownFields:!0};if(r=It(lc,t.table,h),!Array.isArray(t.events))throw new Error("events");a=t.events.map(f=>It(ma,f,h))}catch{throw new ke(c("record-damaged"))}if(r.game!==`games/${t.game}`)throw new ke(c("record-damaged"));let s=a.map(h=>{let f=pi(ma,h);return f.kind.value&&f.kind.value.gameEvents&&(f.kind.value.gameEvents=[]),f}),i;try{i=await V.replayRecord({table:r,events:s})}catch(h){let{reason:f,metadata:g}=ce(h);throw f==="RECORD_NOT_REPLAYABLE"?new ke(c("record-not-replayable",{why:g.why||"",version:g.version||""})):f==="MESSAGE_TOO_LARGE"?new ke(c("record-too-large-for-server")):h}let l=new Map(i.views.map(h=>[h.version,h]));return{table:r,events:a,viewAt:async h=>{let f=l.get(h);if(!f)throw new ke(c("record-damaged"));return f},record:{table:r,events:s}}}var ju="meeple.lessons.v1";function jo(){try{let e=JSON.parse(localStorage.getItem(ju)||"{}");return{done:e.done||{},open:e.open||null}}catch{return{done:{},open:null}}}function Qu(e){localStorage.setItem(ju,JSON.stringify(e))}function Pu(){return jo().done}function zu(e,t){let n=jo(),o=n.done[e];n.done[e]={shown:o?Math.min(o.shown,t):t},Qu(n)}function Hu(){return jo().open}function os(e){let t=jo();t.open=e,Qu(t)}var Sn="/learn";function Qo(e){return`${Sn}/${e.split("/")[1]}`}function rs(){return d("header",{class:"bar"},d("a",{href:"/",class:"home"},c("app-name")),d("span",{class:"title"},c("learn-title")))}function l0(e,t,n){let o=t[e.name],r=o?o.shown?"shown":"done":n?"next":"todo";return d("li",{class:`lesson-item ${r}`,"data-lesson":e.name},d("a",{href:Qo(e.name),class:"lesson-link"},d("span",{class:"lesson-order","aria-hidden":"true"},e.order),d("span",{class:"lesson-text"},d("span",{class:"lesson-title"},e.title),d("small",{class:"lesson-teaches"},e.teaches)),d("span",{class:"lesson-state"},c(`learn-state-${r}`))))}function c0(e,t,n){let o=Ye(e,e),r=t.filter(u=>n[u.name]).length,a=t.find(u=>!n[u.name]),s=[d("h2",{id:`course-${e.split("/")[1]}`},o),d("p",{class:"muted progress"},c("learn-progress",{done:r,total:t.length}))];a&&s.push(d("p",{},d("a",{href:Qo(a.name),class:"button primary",id:`continue-${e.split("/")[1]}`},r?c("learn-continue",{lesson:a.title}):c("learn-start",{lesson:a.title}))));let i=null,l=null;for(let u of t)u.topic!==i&&(i=u.topic,l=d("ol",{class:"lessons"}),s.push(d("h3",{class:"topic"},u.topicTitle),l)),l.append(l0(u,n,a===u));return d("section",{class:"card course","data-game":e,"aria-labelledby":`course-${e.split("/")[1]}`},s)}async function qu(e){document.title=c("learn-title"),D(e,rs(),d("p",{class:"muted"},c("learn-loading")));let t=[];try{let r="";do{let a=await V.listLessons({language:q(),pageToken:r});t=t.concat(a.lessons),r=a.nextPageToken}while(r)}catch(r){D(e,rs(),d("section",{class:"card error-page"},d("h1",{},c("learn-cannot-open")),d("p",{role:"alert"},B(r))));return}let n=Pu(),o=[...new Set(t.map(r=>r.game))];D(e,rs(),d("section",{class:"learn-intro"},d("h1",{},c("learn-title")),d("p",{},c("learn-intro"))),...o.map(r=>c0(r,t.filter(a=>a.game===r),n)))}async function ed(){let e=Hu();if(e){os(null);try{await V.leaveTable({table:e.table,requestId:P()},G(e.credential))}catch{}}}function Po(e){return d("header",{class:"bar"},d("a",{href:"/",class:"home"},c("app-name")),d("a",{href:Sn,class:"home",id:"to-course"},c("learn-title")),e?d("span",{class:"title"},e):null)}async function td(e,t){document.title=c("learn-title"),D(e,Po(""),d("p",{class:"muted"},c("learn-opening"))),await ed();let n={lesson:`lessons/${t}`,language:q(),displayName:c("learn-learner"),requestId:P(),seatCredential:Ue()},o;try{o=await Fe(()=>V.startLesson(n))}catch(a){D(e,Po(""),d("section",{class:"card error-page"},d("h1",{},c("learn-cannot-start")),d("p",{role:"alert"},B(a)),d("p",{},d("a",{href:Sn},c("learn-back")))));return}os({lesson:o.lesson.name,table:o.table.name,credential:o.seatCredential}),await new as(e,o).start()}var as=class{constructor(t,n){this.root=t,this.lesson=n.lesson,this.name=n.table.name,this.token=n.seatCredential,this.mySeat=n.seat,this.table=n.table,this.game=Ie[this.table.game.split("/")[1]],this.events=[],this.ui={},this.step=0,this.shown=0,this.verdict=null,this.lastMove=null,this.complete=!1,this.nextLesson=null,this.busy=!1,this.message=""}async start(){try{let[t,n]=await Promise.all([V.listEvents({table:this.name,pageSize:1e3},G(this.token)),V.listLessons({game:this.lesson.game,language:q()})]),o=n.lessons.find(s=>s.order===this.lesson.order+1);this.nextLesson=o?o.name:null,this.events=[...t.events];let[{view:r},a]=await Promise.all([V.getView({table:this.name},G(this.token)),V.listLegalActions({table:this.name},G(this.token))]);this.show(r,a.version===r.version?a.actions:[])}catch(t){D(this.root,Po(this.lesson.title),d("section",{class:"card error-page"},d("p",{role:"alert"},B(t))))}}show(t,n){this.view=this.complete?{...t,state:_.ABANDONED}:t,this.version=t.version,this.gameView=t.gameView?Q(t.gameView,this.game.View):null,this.actions=this.complete?[]:n.map(o=>Q(o,this.game.Action)),this.ui=this.game.freshUi(this.ui),this.render()}currentStep(){return this.lesson.steps[this.step]}unpacked(t){return Q(t,this.game.Action)}isRight(t){return this.currentStep().rightActions.some(n=>eo(this.game.Action,this.unpacked(n),t))}async submit(t){if(this.complete||this.busy)return;if(this.isRight(t)){await this.play(t,!1);return}let n=this.currentStep(),o=await this.whyNot(t),r=n.mistakes.find(s=>!s.reason&&eo(this.game.Action,this.unpacked(s.action),t));this.verdict={kind:"wrong",text:o||(r?r.why:n.miss)},this.render();let a=document.getElementById("verdict");a&&a.focus({preventScroll:!1})}async play(t,n){this.busy=!0;let o=this.currentStep();try{let r=await V.submitAction({table:this.name,action:Pe(this.game.Action,t),expectedVersion:this.version,requestId:P(),includeDecision:!0},G(this.token));this.events.push(r.event),this.lastMove=r.event,n&&(this.shown+=1),this.verdict={kind:"right",text:n?c("learn-shown"):c("learn-right"),done:o.done},this.step+=1,this.step>=this.lesson.steps.length&&await this.finish();let a=r.decision;this.busy=!1,this.show(r.view,a&&a.version===r.view.version?a.legalActions:[])}catch(r){this.busy=!1,this.verdict={kind:"wrong",text:B(r)},this.render()}}async finish(){this.complete=!0,zu(this.lesson.name,this.shown),await ed()}async whyNot(t){try{return await V.validateAction({table:this.name,action:Pe(this.game.Action,t),expectedVersion:this.version},G(this.token)),""}catch(n){return $e(n)?c("error-unreachable"):B(n)}}say(t){this.message=t;let n=document.getElementById("message");n&&(n.textContent=t)}seatName(t){let n=this.plainName(t);return t===this.mySeat?c("table-seat-name-you",{name:n}):n}plainName(t){let n=this.table.seats[t];return n&&n.displayName?ze(n):c("table-seat-number",{number:t+1})}rulePanel(){let t=this.lesson.rule,n=new Intl.ListFormat(q(),{type:"conjunction"}).format(t.pages.map(a=>C(a))),o=q()==="ja"&&t.section?c("learn-cite-section",{section:t.section}):c("learn-cite-pages",{pages:n,count:t.pages.length}),r=t.rulebook?null:d("small",{class:"muted"},c("learn-cite-ours"));return d("figure",{class:"rule",id:"rule"},d("blockquote",{},t.text),d("figcaption",{},d("cite",{},o)," ",r))}moveLines(){if(!this.lastMove)return null;let t=Ft(this,this.lastMove);return d("ul",{class:"move-lines",id:"move-lines"},t.map(n=>d("li",{class:n.cls||""},n.icon||null,n.text)))}lessonPanel(){let t=this.lesson.steps.length,n=[d("h1",{id:"lesson-title"},this.lesson.title),this.rulePanel()];this.complete||(t>1&&n.push(d("p",{class:"step-count muted",id:"step-count"},c("learn-step",{step:this.step+1,steps:t}))),n.push(d("p",{class:"task",id:"task"},this.currentStep().task)));let o=this.verdict;n.push(d("div",{class:`verdict ${o?o.kind:"none"}`,id:"verdict",tabindex:-1,role:"status"},o?d("p",{class:"verdict-text"},o.text):null,o&&o.done?d("p",{class:"done"},o.done):null,o&&o.kind==="right"?this.moveLines():null)),n.push(d("p",{id:"message",class:"message",role:"alert"},this.message));let r=[];if(this.complete)n.push(d("p",{class:"lesson-complete",id:"complete"},c("learn-complete"))),r.push(d("a",{href:Sn,class:"button",id:"back"},c("learn-back"))),this.nextLesson&&r.push(d("a",{href:Qo(this.nextLesson),class:"button primary",id:"next-lesson"},c("learn-next")));else{let a=d("button",{type:"button",id:"show-me",disabled:this.busy},c("learn-show-me"));a.addEventListener("click",()=>this.play(this.unpacked(this.currentStep().shownAction),!0)),r.push(a)}return n.push(d("div",{class:"buttons lesson-buttons"},r)),d("section",{class:"card lesson-panel","aria-labelledby":"lesson-title"},n)}render(){document.title=c("learn-lesson-title",{lesson:Vs(this.lesson.title)});let t=this.gameView?this.game.render(this):null;D(this.root,Po(this.game.title),d("div",{class:"lesson-layout"},this.lessonPanel(),d("div",{class:"lesson-board"},t))),this.root.dataset.step=String(this.step),this.root.dataset.complete=String(this.complete),this.root.dataset.version=String(this.version),this.root.dataset.mine=String(this.actions.length>0)}};function u0(){let e=document.getElementById("app"),t=Nu(),n=location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/?$/),o=location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/replay\/?$/),r=location.pathname.match(/^\/learn\/([a-z0-9-]+)\/?$/);if(location.pathname.replace(/\/$/,"")==="/learn")qu(e);else if(r)td(e,r[1]);else if(o)Yu(e,o[1].toLowerCase());else if(location.pathname.replace(/\/$/,"")==="/replay")Ju(e);else if(n){let a=n[1].toLowerCase();n[1]!==a&&history.replaceState(null,"",`/t/${a}${location.search}${location.hash}`),Gu(e,a,new URLSearchParams(location.search),t)}else location.pathname.startsWith("/t/")?Le(e,c("table-link-broken"),c("error-table-not-found")):fu(e)}Zn(Is(Rs()));document.title=c("app-name");vc(document.getElementById("language-bar"));u0();
