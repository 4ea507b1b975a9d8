var oc=Object.defineProperty;var Pr=(e,t)=>{for(var n in t)oc(e,n,{get:t[n],enumerable:!0})};var ke=class{constructor(t){this.value=t}valueOf(){return this.value}},M=class extends ke{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},ne=class extends ke{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},Ee=class e extends ke{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof ke)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof ke&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var zr=100,rc="⁨",ac="⁩";function sc(e,t,n){if(n===t||n instanceof ne&&t instanceof ne&&n.value===t.value)return!0;if(t instanceof ne&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function Hr(e,t,n){return t[n]?Je(e,t[n].value):(e.reportError(new RangeError("No default")),new M)}function io(e,t){let n=[],o=Object.create(null);for(let r of t)r.type==="narg"?o[r.name]=ft(e,r.value):n.push(ft(e,r));return{positional:n,named:o}}function ft(e,t){switch(t.type){case"str":return t.value;case"num":return new ne(t.value,{minimumFractionDigits:t.precision});case"var":return ic(e,t);case"mesg":return lc(e,t);case"term":return cc(e,t);case"func":return dc(e,t);case"select":return uc(e,t);default:return new M}}function ic(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new M(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new M(`$${t}`);if(n instanceof ke)return n;switch(typeof n){case"string":return n;case"number":return new ne(n);case"object":if(Ee.supportsValue(n))return new Ee(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new M(`$${t}`)}}function lc(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new M(t);if(n){let r=o.attributes[n];return r?Je(e,r):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new M(`${t}.${n}`))}return o.value?Je(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new M(t))}function cc(e,{name:t,attr:n,args:o}){let r=`-${t}`,a=e.bundle._terms.get(r);if(!a)return e.reportError(new ReferenceError(`Unknown term: ${r}`)),new M(r);if(n){let i=a.attributes[n];if(i){e.params=io(e,o).named;let l=Je(e,i);return e.params=null,l}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new M(`${r}.${n}`)}e.params=io(e,o).named;let s=Je(e,a.value);return e.params=null,s}function dc(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new M(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new M(`${t}()`);try{let r=io(e,n);return o(r.positional,r.named)}catch(r){return e.reportError(r),new M(`${t}()`)}}function uc(e,{selector:t,variants:n,star:o}){let r=ft(e,t);if(r instanceof M)return Hr(e,n,o);for(let a of n){let s=ft(e,a.key);if(sc(e,r,s))return Je(e,a.value)}return Hr(e,n,o)}function lo(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new M;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let r of t){if(typeof r=="string"){n.push(e.bundle._transform(r));continue}if(e.placeables++,e.placeables>zr)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${zr}`);o&&n.push(rc),n.push(ft(e,r).toString(e)),o&&n.push(ac)}return e.dirty.delete(t),n.join("")}function Je(e,t){return typeof t=="string"?e.bundle._transform(t):lo(e,t)}var Kt=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let r=JSON.stringify(n);return o[r]||(o[r]=new t(this.bundle.locales,n)),o[r]}};function co(e,t){let n=Object.create(null);for(let[o,r]of Object.entries(e))t.includes(o)&&(n[o]=r.valueOf());return n}var qr=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ea(e,t){let n=e[0];if(n instanceof M)return new M(`NUMBER(${n.valueOf()})`);if(n instanceof ne)return new ne(n.valueOf(),{...n.opts,...co(t,qr)});if(n instanceof Ee)return new ne(n.toNumber(),{...co(t,qr)});throw new TypeError("Invalid argument to NUMBER")}var fc=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ta(e,t){let n=e[0];if(n instanceof M)return new M(`DATETIME(${n.valueOf()})`);if(n instanceof Ee||n instanceof ne)return new Ee(n,co(t,fc));throw new TypeError("Invalid argument to DATETIME")}var na=new Map;function oa(e){let t=Array.isArray(e)?e.join(" "):e,n=na.get(t);return n===void 0&&(n=new Map,na.set(t,n)),n}var ht=class{constructor(t,{functions:n,useIsolating:o=!0,transform:r=a=>a}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:ea,DATETIME:ta,...n},this._useIsolating=o,this._transform=r,this._intls=oa(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let r=0;r<t.body.length;r++){let a=t.body[r];if(a.id.startsWith("-")){if(n===!1&&this._terms.has(a.id)){o.push(new Error(`Attempt to override an existing term: "${a.id}"`));continue}this._terms.set(a.id,a)}else{if(n===!1&&this._messages.has(a.id)){o.push(new Error(`Attempt to override an existing message: "${a.id}"`));continue}this._messages.set(a.id,a)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let r=new Kt(this,o,n);try{return lo(r,t).toString(r)}catch(a){if(r.errors&&a instanceof Error)return r.errors.push(a),new M().toString(r);throw a}}};var uo=/^(-?[a-zA-Z][\w-]*) *= */gm,ra=/\.([a-zA-Z][\w-]*) *= */y,hc=/\*?\[/y,fo=/(-?[0-9]+(?:\.([0-9]+))?)/y,pc=/([a-zA-Z][\w-]*)/y,aa=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,mc=/^[A-Z][A-Z0-9_-]*$/,jt=/([^{}\n\r]+)/y,gc=/([^\\"\n\r]*)/y,sa=/\\([\\"])/y,ia=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,bc=/^\n+/,la=/ +$/,yc=/ *\r?\n/g,wc=/( *)$/,kc=/{\s*/y,ca=/\s*}/y,Ec=/\[\s*/y,vc=/\s*] */y,Sc=/\s*\(\s*/y,Ac=/\s*->\s*/y,xc=/\s*:\s*/y,Nc=/\s*,?\s*/y,Ic=/\s+/y,pt=class{constructor(t){this.body=[],uo.lastIndex=0;let n=0;for(;;){let E=uo.exec(t);if(E===null)break;n=uo.lastIndex;try{this.body.push(l(E[1]))}catch(k){if(k instanceof SyntaxError)continue;throw k}}function o(E){return E.lastIndex=n,E.test(t)}function r(E,k){if(t[n]===E)return n++,!0;if(k)throw new k(`Expected ${E}`);return!1}function a(E,k){if(o(E))return n=E.lastIndex,!0;if(k)throw new k(`Expected ${E.toString()}`);return!1}function s(E){E.lastIndex=n;let k=E.exec(t);if(k===null)throw new SyntaxError(`Expected ${E.toString()}`);return n=E.lastIndex,k}function i(E){return s(E)[1]}function l(E){let k=f(),x=c();if(k===null&&Object.keys(x).length===0)throw new SyntaxError("Expected message value or attributes");return{id:E,value:k,attributes:x}}function c(){let E=Object.create(null);for(;o(ra);){let k=i(ra),x=f();if(x===null)throw new SyntaxError("Expected attribute value");E[k]=x}return E}function f(){let E;if(o(jt)&&(E=i(jt)),t[n]==="{"||t[n]==="}")return p(E?[E]:[],1/0);let k=fe();return k?E?p([E,k],k.length):(k.value=he(k.value,bc),p([k],k.length)):E?he(E,la):null}function p(E=[],k){for(;;){if(o(jt)){E.push(i(jt));continue}if(t[n]==="{"){E.push(w());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let te=fe();if(te){E.push(te),k=Math.min(k,te.length);continue}break}let x=E.length-1,_=E[x];typeof _=="string"&&(E[x]=he(_,la));let X=[];for(let te of E)te instanceof Jt&&(te=te.value.slice(0,te.value.length-k)),te&&X.push(te);return X}function w(){a(kc,SyntaxError);let E=m();if(a(ca))return E;if(a(Ac)){let k=y();return a(ca,SyntaxError),{type:"select",selector:E,...k}}throw new SyntaxError("Unclosed placeable")}function m(){if(t[n]==="{")return w();if(o(aa)){let[,E,k,x=null]=s(aa);if(E==="$")return{type:"var",name:k};if(a(Sc)){let _=g();if(E==="-")return{type:"term",name:k,attr:x,args:_};if(mc.test(k))return{type:"func",name:k,args:_};throw new SyntaxError("Function names must be all upper-case")}return E==="-"?{type:"term",name:k,attr:x,args:[]}:{type:"mesg",name:k,attr:x}}return S()}function g(){let E=[];for(;;){switch(t[n]){case")":return n++,E;case void 0:throw new SyntaxError("Unclosed argument list")}E.push(b()),a(Nc)}}function b(){let E=m();return E.type!=="mesg"?E:a(xc)?{type:"narg",name:E.name,value:S()}:E}function y(){let E=[],k=0,x;for(;o(hc);){r("*")&&(x=k);let _=v(),X=f();if(X===null)throw new SyntaxError("Expected variant value");E[k++]={key:_,value:X}}if(k===0)return null;if(x===void 0)throw new SyntaxError("Expected default variant");return{variants:E,star:x}}function v(){a(Ec,SyntaxError);let E;return o(fo)?E=N():E={type:"str",value:i(pc)},a(vc,SyntaxError),E}function S(){if(o(fo))return N();if(t[n]==='"')return B();throw new SyntaxError("Invalid expression")}function N(){let[,E,k=""]=s(fo),x=k.length;return{type:"num",value:parseFloat(E),precision:x}}function B(){r('"',SyntaxError);let E="";for(;;){if(E+=i(gc),t[n]==="\\"){E+=C();continue}if(r('"'))return{type:"str",value:E};throw new SyntaxError("Unclosed string literal")}}function C(){if(o(sa))return i(sa);if(o(ia)){let[,E,k]=s(ia),x=parseInt(E||k,16);return x<=55295||57344<=x?String.fromCodePoint(x):"�"}throw new SyntaxError("Unknown escape sequence")}function fe(){let E=n;switch(a(Ic),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return pe(t.slice(E,n))}return t[n-1]===" "?pe(t.slice(E,n)):!1}function he(E,k){return E.replace(k,"")}function pe(E){let k=E.replace(yc,`
`),x=wc.exec(E)[1].length;return new Jt(k,x)}}},Jt=class{constructor(t,n){this.value=t,this.length=n}};var Rc="([a-z]{2,3}|\\*)",Vc="(?:-([a-z]{4}|\\*))",Tc="(?:-([a-z]{2}|\\*))",Lc="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Zc=new RegExp(`^${Rc}${Vc}?${Tc}?${Lc}?$`,"i"),Le=class{constructor(t){let n=Zc.exec(t.replace(/_/g,"-"));if(!n){this.isWellFormed=!1;return}let[,o,r,a,s]=n;o&&(this.language=o.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),a&&(this.region=a.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,n=!1,o=!1){return(this.language===t.language||n&&this.language===void 0||o&&t.language===void 0)&&(this.script===t.script||n&&this.script===void 0||o&&t.script===void 0)&&(this.region===t.region||n&&this.region===void 0||o&&t.region===void 0)&&(this.variant===t.variant||n&&this.variant===void 0||o&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=Bc(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},da={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},$c=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function Bc(e){if(Object.prototype.hasOwnProperty.call(da,e))return new Le(da[e]);let t=new Le(e);return t.language&&$c.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function ho(e,t,n){let o=new Set,r=new Map;for(let a of t)new Le(a).isWellFormed&&r.set(a,new Le(a));e:for(let a of e){let s=a.toLowerCase(),i=new Le(s);if(i.language!==void 0){for(let l of r.keys())if(s===l.toLowerCase()){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}for(let[l,c]of r.entries())if(c.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}if(i.addLikelySubtags()){for(let[l,c]of r.entries())if(c.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}i.clearVariants();for(let[l,c]of r.entries())if(c.matches(i,!0,!0)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}if(i.clearRegion(),i.addLikelySubtags()){for(let[l,c]of r.entries())if(c.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}i.clearRegion();for(let[l,c]of r.entries())if(c.matches(i,!0,!0)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}}return Array.from(o)}function po(e,t,{strategy:n="filtering",defaultLocale:o}={}){let r=ho(Array.from(e??[]).map(String),Array.from(t??[]).map(String),n);if(n==="lookup"){if(o===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(o)}else o&&!r.includes(o)&&r.push(o);return r}var Qt={languages:{en:{dir:"ltr",ftl:`# The Castles of Burgundy on the web table (web/src/games/burgundy/).
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
burgundy-effect-ship = Take all the goods of one depot (at most 3 types in your supply), then move forward on the turn-order track.
burgundy-effect-mine = At the end of each phase, 1 silverling.
burgundy-effect-animal = As many points as animals on the tile, plus the animals of the same kind already in this pasture.
burgundy-effect-warehouse = Sell all your goods of one type.
burgundy-effect-watchtower = 4 victory points.
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
    [2011] Your purchase (2 silverlings) may come from any numbered depot too.
   *[other] Your purchase may come from any numbered depot too, paid with 2 silverlings or 2 workers.
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
burgundy-depot-empty = empty space
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
burgundy-colour-ship = water (blue)
burgundy-colour-mine = mine (grey)
burgundy-colour-building = city (beige)
burgundy-colour-knowledge = monastery (yellow)

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
burgundy-log-effect-lost = { $player }: the { $tile } is lost, it cannot be used
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
burgundy-breakdown-note = Points by cause (goods, silver and workers: the final scoring). Equal scores are decided by empty estate spaces (the { $rule } wins, table option tiebreak_empty_spaces), then by the place in turn order.
burgundy-rule-fewest = fewest
burgundy-rule-most = most

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
table-loopback-warning = This link points at this computer only, so it works on no one else’s device. To let friends in, restart the server with --host and --public-url (see “Friends on other devices” in the README).
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
table-fair-commitment = The server committed to its secret before anyone joined:
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
burgundy-effect-ship = همه‌ی کالاهای یکی از انبارها را برمی‌دارید (حداکثر { NUMBER(3) } نوع کالا در ذخیره‌تان)، سپس مهره‌تان روی ردیف نوبت جلو می‌رود.
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
    [2011] خریدتان ({ NUMBER(2) } سکه‌ی نقره) می‌تواند از هر انبار شماره‌دار هم باشد.
   *[other] خریدتان می‌تواند از هر انبار شماره‌دار هم باشد، با { NUMBER(2) } سکه‌ی نقره یا { NUMBER(2) } کاشی کارگر.
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
burgundy-effect-knowledge-26 = در پایان بازی: { $points } امتیاز به‌ازای هر کاشی ویژه که گرفته‌اید.
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
burgundy-bonus = کاشی‌های پاداش
burgundy-bonus-tile = { $colour } ({ $size })
burgundy-bonus-large = بزرگ
burgundy-bonus-small = کوچک
burgundy-space = خانه‌ی { $cell }: { $colour }، تاس { $die }
burgundy-colour-castle = قلعه (سبز تیره)
burgundy-colour-pasture = چمنزار (سبز روشن)
burgundy-colour-animal = چمنزار (سبز روشن)
burgundy-colour-ship = آب (آبی)
burgundy-colour-mine = معدن (خاکستری)
burgundy-colour-building = شهر (بژ)
burgundy-colour-knowledge = دانش (زرد)

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
burgundy-log-effect-lost = { $player }: { $tile } از دست رفت، چون نمی‌شود از آن استفاده کرد
burgundy-log-income = { $player } از معدن‌ها { $silver } سکه‌ی نقره می‌گیرد
burgundy-log-points = { $player } { $points } امتیاز می‌گیرد ({ $cause })
burgundy-log-turn-ended = { $player } نوبتش را تمام کرد
burgundy-log-over = بازی تمام شد
burgundy-cause-sale = فروش کالا
burgundy-cause-animals = حیوانات
burgundy-cause-region = ناحیه‌ی کامل‌شده
burgundy-cause-bonus = کاشی پاداش
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
burgundy-col-bonus = پاداش
burgundy-col-towers = برج‌ها
burgundy-col-knowledge = دانش
burgundy-col-goods = کالا
burgundy-col-silver = سکه‌ی نقره
burgundy-col-workers = کاشی کارگر
burgundy-col-empty = خانه‌های خالی
burgundy-breakdown-note = امتیاز به تفکیک منبع (کالا، سکه‌ی نقره و کاشی کارگر: امتیازشماری نهایی). در تساوی، خانه‌های خالی ملک تعیین می‌کنند (برنده: { $rule }، گزینه‌ی میز «تساوی، مرحله‌ی اول»)، سپس جای بازیکن در ترتیب نوبت.
burgundy-rule-fewest = کمترین
burgundy-rule-most = بیشترین

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
carcassonne-place = بگذار
carcassonne-pass = بدون پیرو (گذشتن)
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

# Words shared by every page.
app-name = میپل
app-page-title = میپل: { $page }
language-switch = زبان
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# صندلی خود ربات، به زبان خواننده.
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
error-wrong-step = این کار به این مرحله از نوبت تعلق ندارد.
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
error-undo-not-allowed = آن حرکت بازگرداندنی نیست.
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

# گزینه‌های میز (GameOption در ListGames)؛ توضیح کلیدها در en/options.ftl.

## قلعه‌های بورگاندی
option-burgundy-edition = کاشی‌های دانش
option-burgundy-edition-description = کاشی‌های دانش کدام ویراست: { NUMBER(2019, useGrouping: 0) } (دفترچه‌ی قوانین ژاپنی) یا { NUMBER(2011, useGrouping: 0) } (دفترچه‌ی قوانین فارسی). تفاوتشان در کاشی‌های { NUMBER(6) }، { NUMBER(15) } و { NUMBER(26) } است.
option-burgundy-edition-2019 = ویراست { NUMBER(2019, useGrouping: 0) } (دفترچه‌ی قوانین ژاپنی)
option-burgundy-edition-2011 = ویراست { NUMBER(2011, useGrouping: 0) } (دفترچه‌ی قوانین فارسی)
option-burgundy-tiebreak-empty-spaces = تساوی، مرحله‌ی اول
option-burgundy-tiebreak-empty-spaces-description = در تساوی، کدام بازیکن با خانه‌های خالی ملکش برنده است.
option-burgundy-tiebreak-empty-spaces-fewest = کمترین خانه‌ی خالی برنده است (هر دو دفترچه)
option-burgundy-tiebreak-empty-spaces-most = بیشترین خانه‌ی خالی برنده است
option-burgundy-tiebreak-turn-order = تساوی، مرحله‌ی دوم
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
option-service-leave-bot-random = ربات تصادفی
option-service-leave-bot-greedy = ربات حریص
option-service-leave-bot-search-1 = ربات جست‌وجوگر، سطح { NUMBER(1) }
option-service-leave-bot-search-2 = ربات جست‌وجوگر، سطح { NUMBER(2) }
option-service-leave-bot-search-3 = ربات جست‌وجوگر، سطح { NUMBER(3) }
option-service-leave-bot-search-4 = ربات جست‌وجوگر، سطح { NUMBER(4) }
option-service-turn-timer = ساعت
option-service-turn-timer-description = بی ساعت، مهلتی برای هر نوبت، یا ذخیره‌ی زمانی برای کل بازی هر بازیکن.
option-service-turn-timer-off = بی ساعت
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
option-service-timeout-bot-random = ربات تصادفی
option-service-timeout-bot-greedy = ربات حریص
option-service-timeout-bot-search-1 = ربات جست‌وجوگر، سطح { NUMBER(1) }
option-service-timeout-bot-search-2 = ربات جست‌وجوگر، سطح { NUMBER(2) }
option-service-timeout-bot-search-3 = ربات جست‌وجوگر، سطح { NUMBER(3) }
option-service-timeout-bot-search-4 = ربات جست‌وجوگر، سطح { NUMBER(4) }

option-burgundy-purchase-during-bonus-action = خرید در میانه‌ی کنش جایزه
option-burgundy-purchase-during-bonus-action-description = آیا می‌توان کاشی‌ای از انبار سیاه خرید وقتی کنش اضافه‌ی قلعه یا گذاشتن کاشیِ تالار شهر هنوز مانده است. هیچ‌یک از دو دفترچه‌ی قوانین این را نمی‌گوید؛ بُرد گیم آرِنا اجازه می‌دهد. پیش‌فرض از ویراست پیروی می‌کند (ویراست { NUMBER(2019, useGrouping: 0) }: مجاز، ویراست { NUMBER(2011, useGrouping: 0) }: ممنوع).
option-burgundy-purchase-during-bonus-action-yes = مجاز
option-burgundy-purchase-during-bonus-action-no = ممنوع

option-service-undo = پس گرفتن حرکت
option-service-undo-description = آیا بازیکن می‌تواند آخرین حرکت‌های خودش را یکی‌یکی پس بگیرد، تا وقتی که کاشی‌ای کشیده، تاسی ریخته یا چیزی آشکار شود یا بازیکن دیگری حرکت کند.
option-service-undo-own-turn = حرکت‌های خود، تا پیش از اطلاع تازه
option-service-undo-off = هرگز

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

# صفحه‌های خود سرور وب.
server-not-found-title = پیدا نشد
server-not-found-heading = اینجا چیزی نیست
server-not-found-text = این نشانی صفحه‌ای از این سرور بازی نیست.
server-go-to-lobby = رفتن به صفحه‌ی اصلی
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
table-loopback-warning = این لینک فقط به همین رایانه اشاره می‌کند و روی دستگاه هیچ‌کس دیگری کار نمی‌کند. برای آمدن دوستان، سرور را با نشانی عمومی و میزبان شبکه دوباره راه‌اندازی کنید (بخش «دوستان روی دستگاه‌های دیگر» در راهنمای پروژه).
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
table-reclaim = جایگاهم را پس بگیر
table-reclaiming = ربات این نوبت را تمام می‌کند، بعد جایگاه دوباره مال شماست.
table-host-bot-plays = ربات به‌جای { $name } بازی کند
table-host-bot-plays-confirm = { $name } غایب است. تا برگشتنش رباتی به‌جایش بازی کند؟
table-host-bot-plays-yes = ربات بازی کند
table-host-bot-for-good = جایگاه { $name } برای همیشه به ربات داده شود
table-host-bot-for-good-confirm = رباتی تا پایان به‌جای { $name } بازی می‌کند و { $name } دیگر نمی‌تواند برگردد. ادامه می‌دهید؟
table-host-bot-for-good-yes = به ربات بده
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
table-fair-commitment = سرور پیش از آمدن هر کس به راز خود متعهد شد:
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
undo-button = بازگرداندن
# $name: the player (a seat's name).
undo-log = { $name } یک حرکت را بازگرداند
undo-done = بازگردانده شد.
undo-refused = { $why ->
    [CHANCE] این حرکت قطعی است: پس از آن چیزی کشیده شد.
    [OTHER_SEAT] این حرکت قطعی است: بازیکن دیگری پس از آن بازی کرده است.
    [REVEALED] این حرکت قطعی است: چیزی پنهان را آشکار کرد.
    [BOT] این حرکت قطعی است: یک ربات آن را انجام داد.
    [TABLE_CHANGE] این حرکت قطعی است: میز از آن پس تغییر کرده است.
    [OFF] بازگرداندن حرکت‌ها در این میز خاموش است.
    [NOTHING] چیزی برای بازگرداندن ندارید.
   *[other] این حرکت را نمی‌توان بازگرداند.
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
burgundy-effect-castle = 好きな出目の仮想ダイスで、4種類の仕事のどれか1つを直ちに追加実行します（タイルを取る、タイルを置く、商品を売る、労働者を受け取る）。
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
    [2011] 追加購入（銀貨2枚）を番号倉庫からも行えます。
   *[other] 追加購入を番号倉庫からも行え、銀貨2枚か労働者2枚で払えます。
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
burgundy-colour-ship = 水（青）
burgundy-colour-mine = 鉱山（灰色）
burgundy-colour-building = 町（薄茶）
burgundy-colour-knowledge = 修道院（黄色）

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
burgundy-pending-market = 市場：倉庫の船か家畜をタップしてください。
burgundy-pending-carpenters_workshop = 大工の工房：倉庫の建物をタップしてください。
burgundy-pending-church = 教会：倉庫の鉱山・城・黄色の修道院をタップしてください。
burgundy-pending-buy = 黒市場でタイルを買うか、手番を終えられます。
burgundy-confirm = 決定
burgundy-back = 戻る
burgundy-op-workers = 労働者を受け取る
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
burgundy-do-workers = 労働者を受け取る（{ $how }）
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
burgundy-log-effect-lost = { $player }：{ $tile }は使えないため失われました
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
burgundy-breakdown-note = 得点の内訳（商品・銀貨・労働者は最終計算）。同点なら領地の空きマスで決め（{ $rule }人の勝ち、テーブルのオプション「同点時の第1基準」）、それでも同点なら手番順で決めます。
burgundy-rule-fewest = 空きマスが少ない
burgundy-rule-most = 空きマスが多い

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
carcassonne-tiles-left = 山札の残り{ $count }枚

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
carcassonne-log-monastery-unfinished = 最終得点：{ $players }は未完成の修道院（9枚中{ $tiles }枚）で{ $count ->
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

# Words shared by every page.
app-name = ミープル
app-page-title = ミープル：{ $page }
language-switch = 言語
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# ボット自身の席（読み手の言語で）。
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
error-must-take-all-goods = 船は置ける種類の商品をすべて受け取ります。
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
option-burgundy-k5-adjacency-description = 5番で隣り合う商品置き場とみなす倉庫。
option-burgundy-k5-adjacency-ring = 環状：倉庫6と倉庫1は隣り合う
option-burgundy-k5-adjacency-line = 一列：倉庫6と倉庫1は隣り合わない
option-burgundy-k6-mixed-payment = 黄色の修道院6番の支払い
option-burgundy-k6-mixed-payment-description = 2019年版の6番による購入を、銀貨1枚と労働者1枚で払えるか。
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
option-service-timeout-bot-random = ランダムなボット
option-service-timeout-bot-greedy = 貪欲なボット
option-service-timeout-bot-search-1 = 探索ボット（レベル1）
option-service-timeout-bot-search-2 = 探索ボット（レベル2）
option-service-timeout-bot-search-3 = 探索ボット（レベル3）
option-service-timeout-bot-search-4 = 探索ボット（レベル4）

option-burgundy-purchase-during-bonus-action = ボーナスアクション中の購入
option-burgundy-purchase-during-bonus-action-description = 城の追加アクションや市庁舎の配置がまだ残っているあいだに、黒市場からタイルを購入できるかどうか。どちらのルールブックにも書かれておらず、Board Game Arena は認めています。既定値は版に従います（2019年版は可、2011年版は不可）。
option-burgundy-purchase-during-bonus-action-yes = 可
option-burgundy-purchase-during-bonus-action-no = 不可

option-service-undo = 手の取り消し
option-service-undo-description = 自分の直前の手を1手ずつ取り消せるかどうか。タイルが引かれる、ダイスが振られる、何かが公開される、または他のプレイヤーが手を指すまで取り消せます。
option-service-undo-own-turn = 自分の手を、新しい情報が出るまで
option-service-undo-off = 取り消し不可

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
table-loopback-warning = このリンクはこのコンピューターだけを指しているので、ほかの人の端末では使えません。友だちを招くには、--host と --public-url を付けてサーバーを起動し直してください（README の「Friends on other devices」を参照）。
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
table-fair-commitment = サーバーは誰かが参加する前に秘密をコミットしました：
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
`}}};var ce="en",Ge=Object.keys(Qt.languages),zt="en-XA",pa="meeple.language",ua=new Map;function Pt(e){let t=ua.get(e);if(!t){let n=e===zt?ce:e;t=new ht(n===e?e:ce);let o=new pt(Qt.languages[n].ftl);e===zt&&Gc(o);let r=t.addResource(o);for(let a of r)console.error(`catalog ${e}:`,a);ua.set(e,t)}return t}var fa={a:"àá",e:"èé",i:"ìí",o:"òó",u:"ùú",A:"ÀÁ",E:"ÈÉ",I:"ÌÍ",O:"ÒÓ",U:"ÙÚ"};function ha(e){if(!e.trim())return e;let t=Math.ceil(e.length*1.4),n="",o=e.length;for(let r of e)fa[r]&&o<t?(n+=fa[r],o+=1):n+=r;return o<t?`${n} ${"ŵ".repeat(Math.max(t-o-1,1))}`:n}function mo(e){return typeof e=="string"?ha(e):e.map(t=>{if(typeof t=="string")return ha(t);if(t.type==="select")for(let n of t.variants)n.value=mo(n.value);return t})}function Gc(e){for(let t of e.body){t.value!==null&&(t.value=mo(t.value));for(let n of Object.keys(t.attributes))t.attributes[n]=mo(t.attributes[n])}}var me=ce,go=[Pt(ce)];function Ze(){return me}function Uc(e=me){return Qt.languages[e]?.dir||"ltr"}function Ht(e,{persist:t=!1}={}){me=Ge.includes(e)||e===zt?e:ce,go=me===ce?[Pt(ce)]:[Pt(me),Pt(ce)],document.documentElement.lang=me,document.documentElement.dir=Uc(me);for(let n of Cc)n(me);if(t)try{localStorage.setItem(pa,me)}catch{}return me}function ma(){let t=document.querySelector('meta[name="meeple-default-language"]')?.getAttribute("content")||ce;return Ge.includes(t)?t:ce}function ga(e=ce){let t=null;try{t=localStorage.getItem(pa)}catch{t=null}if(t&&(Ge.includes(t)||t===zt))return t;let n=Ge.includes(e)?e:ce,o=navigator.languages?.length?navigator.languages:[navigator.language],[r]=po(o.filter(Boolean),Ge,{strategy:"lookup",defaultLocale:n});return r||n}var Cc=new Set;function Qe(e,t){for(let n of go){let o=n.getMessage(e);if(o?.value){let r=[],a=n.formatPattern(o.value,t,r);for(let s of r)console.error(`catalog ${n.locales[0]} ${e}:`,s);return a}}return null}function d(e,t=void 0){let n=Qe(e,t);return n!==null?n:(console.error(`catalog: no message ${e}`),e)}function qt(e){return go.some(t=>t.hasMessage(e))}function mt(e){return String(e).toLowerCase().replace(/[^a-z0-9]+/g,"-").replace(/^-|-$/g,"")}function ba(e){return mt(String(e).replace(/^games\//,""))}function en(e,t=e){return Qe(`game-name-${ba(e)}`)??t}function bo(e,t){return t.service?"service":ba(e)}function tn(e,t){return Qe(`option-${bo(e,t)}-${mt(t.name)}`)??t.name}function ya(e,t){let n=`option-${bo(e,t)}-${mt(t.name)}-description`;return Qe(n)??t.description}function gt(e,t,n){let o=`option-${bo(e,t)}-${mt(t.name)}`,r=Qe(`${o}-${mt(n)}`);if(r!==null)return r;if(/^[0-9]+$/.test(n)){let a=Number(n),s=Qe(`${o}-number`,{value:a,seat:a+1});if(s!==null)return s}return String(n)}function Z(e,t=void 0){return new Intl.NumberFormat(me,t).format(e)}var A;(function(e){e[e.Canceled=1]="Canceled",e[e.Unknown=2]="Unknown",e[e.InvalidArgument=3]="InvalidArgument",e[e.DeadlineExceeded=4]="DeadlineExceeded",e[e.NotFound=5]="NotFound",e[e.AlreadyExists=6]="AlreadyExists",e[e.PermissionDenied=7]="PermissionDenied",e[e.ResourceExhausted=8]="ResourceExhausted",e[e.FailedPrecondition=9]="FailedPrecondition",e[e.Aborted=10]="Aborted",e[e.OutOfRange=11]="OutOfRange",e[e.Unimplemented=12]="Unimplemented",e[e.Internal=13]="Internal",e[e.Unavailable=14]="Unavailable",e[e.DataLoss=15]="DataLoss",e[e.Unauthenticated=16]="Unauthenticated"})(A||(A={}));function bt(e,t){return e!==null&&typeof e=="object"&&"$typeName"in e&&typeof e.$typeName=="string"?t===void 0?!0:t.typeName===e.$typeName:!1}var h;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(h||(h={}));function ka(){let e=this.buf,t=this.pos,n=0,o=0;for(let a=0;a<28;a+=7){let s=e[t++];if(n|=(s&127)<<a,(s&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}}let r=e[t++];if(n|=(r&15)<<28,o=(r&112)>>4,(r&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}for(let a=3;a<=31;a+=7){let s=e[t++];if(o|=(s&127)<<a,(s&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}}throw new Error("invalid varint")}var nn=4294967296;function yo(e){let t=e[0]==="-";t&&(e=e.slice(1));let n=1e6,o=0,r=0;function a(s,i){let l=Number(e.slice(s,i));r*=n,o=o*n+l,o>=nn&&(r=r+(o/nn|0),o=o%nn)}return a(-24,-18),a(-18,-12),a(-12,-6),a(-6),t?va(o,r):ko(o,r)}function Ea(e,t){let n=ko(e,t),o=n.hi&2147483648;o&&(n=va(n.lo,n.hi));let r=wo(n.lo,n.hi);return o?"-"+r:r}function wo(e,t){if({lo:e,hi:t}=Fc(e,t),t<=2097151)return String(nn*t+e);let n=e&16777215,o=(e>>>24|t<<8)&16777215,r=t>>16&65535,a=n+o*6777216+r*6710656,s=o+r*8147497,i=r*2,l=1e7;return a>=l&&(s+=Math.floor(a/l),a%=l),s>=l&&(i+=Math.floor(s/l),s%=l),i.toString()+wa(s)+wa(a)}function Fc(e,t){return{lo:e>>>0,hi:t>>>0}}function ko(e,t){return{lo:e|0,hi:t|0}}function va(e,t){return t=~t,e?e=~e+1:t+=1,ko(e,t)}var wa=e=>{let t=String(e);return"0000000".slice(t.length)+t};function Sa(e,t){if(e>>>0<128){t.push(e);return}if(e>=0){for(;e>127;)t.push(e&127|128),e=e>>>7;t.push(e)}else{for(let n=0;n<9;n++)t.push(e&127|128),e=e>>7;t.push(1)}}function Aa(){let e=this.buf[this.pos++];if((e&128)===0)return this.assertBounds(),e;let t=e&127;if(e=this.buf[this.pos++],t|=(e&127)<<7,(e&128)===0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<14,(e&128)===0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<21,(e&128)===0)return this.assertBounds(),t;e=this.buf[this.pos++],t|=(e&15)<<28;for(let n=5;(e&128)!==0&&n<10;n++)e=this.buf[this.pos++];if((e&128)!==0)throw new Error("invalid varint");return this.assertBounds(),t>>>0}var I=Yc();function Yc(){let e=new DataView(new ArrayBuffer(8));if(typeof BigInt=="function"&&typeof e.getBigInt64=="function"&&typeof e.getBigUint64=="function"&&typeof e.setBigInt64=="function"&&typeof e.setBigUint64=="function"&&(!!globalThis.Deno||!!globalThis.Bun||typeof process!="object"||typeof process.env!="object"||process.env.BUF_BIGINT_DISABLE!=="1")){let n=BigInt("-9223372036854775808"),o=BigInt("9223372036854775807"),r=BigInt("0"),a=BigInt("18446744073709551615");return{zero:BigInt(0),supported:!0,parse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>o||i<n)throw new Error(`invalid int64: ${s}`);return i},uParse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>a||i<r)throw new Error(`invalid uint64: ${s}`);return i},enc(s){return e.setBigInt64(0,this.parse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},uEnc(s){return e.setBigInt64(0,this.uParse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},dec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigInt64(0,!0)},uDec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigUint64(0,!0)}}}return{zero:"0",supported:!1,parse(n){return typeof n!="string"&&(n=n.toString()),xa(n),n},uParse(n){return typeof n!="string"&&(n=n.toString()),Na(n),n},enc(n){return typeof n!="string"&&(n=n.toString()),xa(n),yo(n)},uEnc(n){return typeof n!="string"&&(n=n.toString()),Na(n),yo(n)},dec(n,o){return Ea(n,o)},uDec(n,o){return wo(n,o)}}}function xa(e){if(!/^-?[0-9]+$/.test(e))throw new Error("invalid int64: "+e)}function Na(e){if(!/^[0-9]+$/.test(e))throw new Error("invalid uint64: "+e)}function z(e,t){switch(e){case h.STRING:return"";case h.BOOL:return!1;case h.DOUBLE:case h.FLOAT:return 0;case h.INT64:case h.UINT64:case h.SFIXED64:case h.FIXED64:case h.SINT64:return t?"0":I.zero;case h.BYTES:return new Uint8Array(0);default:return 0}}function Ia(e,t){switch(e){case h.BOOL:return t===!1;case h.STRING:return t==="";case h.BYTES:return t instanceof Uint8Array&&!t.byteLength;case h.DOUBLE:case h.FLOAT:return Object.is(t,0);default:return t==0}}var Ra=2,K=Symbol.for("reflect unsafe local");function Va(e,t){let n=e[t.localName].case;return n===void 0?n:t.fields.find(o=>o.localName===n)}function Ta(e,t){let n=t.localName;if(t.oneof)return e[t.oneof.localName].case===n;if(t.presence!=Ra)return e[n]!==void 0&&Object.prototype.hasOwnProperty.call(e,n);switch(t.fieldKind){case"list":return e[n].length>0;case"map":return Object.keys(e[n]).length>0;case"scalar":return!Ia(t.scalar,e[n]);case"enum":return e[n]!==t.enum.values[0].number}throw new Error("message field with implicit presence")}function Ue(e,t){return Object.prototype.hasOwnProperty.call(e,t)&&e[t]!==void 0}function La(e,t){if(t.oneof){let n=e[t.oneof.localName];return n.case===t.localName?n.value:void 0}return e[t.localName]}function Za(e,t,n){t.oneof?e[t.oneof.localName]={case:t.localName,value:n}:e[t.localName]=n}function P(e,t,n){t==="__proto__"?Object.defineProperty(e,"__proto__",{value:n,writable:!0,enumerable:!0,configurable:!0}):e[t]=n}function $a(e,t){return Object.prototype.hasOwnProperty.call(e,t)?e[t]:void 0}function Ba(e,t){let n=t.localName;if(t.oneof){let o=t.oneof.localName;e[o].case===n&&(e[o]={case:void 0})}else if(t.presence!=Ra)delete e[n];else switch(t.fieldKind){case"map":e[n]={};break;case"list":e[n]=[];break;case"enum":e[n]=t.enum.values[0].number;break;case"scalar":e[n]=z(t.scalar,t.longAsString);break}}function ge(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}function yt(e,t){var n,o,r,a;if(ge(e)&&K in e&&"add"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.listKind==i.listKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function wt(e,t){var n,o,r,a;if(ge(e)&&K in e&&"has"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.mapKey===i.mapKey&&s.mapKind==i.mapKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function Ce(e,t){return ge(e)&&K in e&&"desc"in e&&ge(e.desc)&&e.desc.kind==="message"&&(t===void 0||e.desc.typeName==t.typeName)}function Ma(e){return Ga(e.$typeName)}function ae(e){let t=e.fields[0];return Ga(e.typeName)&&t!==void 0&&t.fieldKind=="scalar"&&t.name=="value"&&t.number==1}function on(e){switch(e.typeName){case"google.protobuf.Any":case"google.protobuf.Timestamp":case"google.protobuf.Duration":case"google.protobuf.FieldMask":case"google.protobuf.Struct":case"google.protobuf.Value":case"google.protobuf.ListValue":return!0;default:return ae(e)}}var Wc=new Set(["google.protobuf.DoubleValue","google.protobuf.FloatValue","google.protobuf.Int64Value","google.protobuf.UInt64Value","google.protobuf.Int32Value","google.protobuf.UInt32Value","google.protobuf.BoolValue","google.protobuf.StringValue","google.protobuf.BytesValue"]);function Ga(e){return Wc.has(e)}var _c=999,Oc=998,Ca=2;function L(e,t){return bt(t,e)?t:Fa(e)(t)}var Ua=new WeakMap;function Fa(e){let t=Ua.get(e);return t===void 0&&(t=Dc(e),Ua.set(e,t)),t}var Eo=0,Ya=1,Wa=2,_a=3;function Dc(e){let t=e.typeName,{properties:n,prototype:o}=Xc(e);return r=>{let a;o!==void 0?(a=Object.create(o),a.$typeName=t):a={$typeName:t};for(let s=0;s<n.length;s++){let i=n[s],l=i.name,c=r?.[l];switch(i.kind){case Eo:c!=null?a[l]=i.convert!==void 0?i.convert(c):c:i.constant!==void 0&&(a[l]=i.constant);break;case Ya:a[l]=i.convert!==void 0&&Array.isArray(c)?c.map(i.convert):c??[];break;case Wa:if(i.convert===void 0||!ge(c))a[l]=c??{};else{let f={},p=Object.keys(c);for(let w=0;w<p.length;w++)P(f,p[w],i.convert(c[p[w]]));a[l]=f}break;case _a:{let f=c;if(f?.case!=null){let p=i.convert.get(f.case);if(p!==void 0){a[l]={case:f.case,value:p(f.value)};break}}a[l]={case:void 0};break}}}return a}}function Xc(e){var t,n;let o=[],r={},a=jc(e);for(let s of e.members){let i=s.localName;if(s.kind=="oneof"){o.push({name:i,kind:_a,constant:void 0,convert:Kc(s)});continue}switch(s.fieldKind){case"message":{o.push({name:i,kind:Eo,constant:void 0,convert:rn(s)});break}case"list":{o.push({name:i,kind:Ya,constant:void 0,convert:s.listKind=="message"?(t=rn(s))!==null&&t!==void 0?t:(l=>l):s.scalar==h.BYTES?kt:void 0});break}case"map":{o.push({name:i,kind:Wa,constant:void 0,convert:s.mapKind=="message"?(n=rn(s))!==null&&n!==void 0?n:(l=>l):s.scalar==h.BYTES?kt:void 0});break}default:{let l=Jc(s);o.push({name:i,kind:Eo,constant:s.presence==Ca?l:void 0,convert:s.fieldKind=="scalar"&&s.scalar==h.BYTES?kt:void 0}),a&&(r[i]=l);break}}}return{properties:o,prototype:a?r:void 0}}function Kc(e){let t=new Map;for(let n of e.fields){let o;n.fieldKind=="message"?o=rn(n):n.fieldKind=="scalar"&&n.scalar==h.BYTES&&(o=kt),t.set(n.localName,o??(r=>r))}return t}function rn(e){if(e.fieldKind=="message"&&!e.oneof&&ae(e.message))return e.message.fields[0].scalar==h.BYTES?kt:void 0;if(e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!=="google.protobuf.Value")return;let t=e.message,n;return o=>!ge(o)||bt(o,t)?o:(n??(n=Fa(t)),n(o))}function kt(e){return Array.isArray(e)?new Uint8Array(e):e}function jc(e){switch(e.file.edition){case _c:return!1;case Oc:return!0;default:return e.fields.some(t=>t.presence!=Ca&&t.fieldKind!="message"&&!t.oneof)}}function Jc(e){let t=e.getDefaultValue();return t!==void 0?e.fieldKind=="scalar"&&e.longAsString?t.toString():t:e.fieldKind=="scalar"?z(e.scalar,e.longAsString):e.enum.values[0].number}var Qc=["FieldValueInvalidError","FieldListRangeError","ForeignFieldError"],R=class extends Error{constructor(t,n,o="FieldValueInvalidError"){super(n),this.name=o,this.field=()=>t}};function Oa(e){return e instanceof Error&&Qc.includes(e.name)&&"field"in e&&typeof e.field=="function"}var vo;function Pc(e){var t;vo=Object.assign(Object.assign({},e),{encodeUtf8Into:(t=e.encodeUtf8Into)!==null&&t!==void 0?t:So(e.encodeUtf8.bind(e))})}function Et(){if(!vo){let e=globalThis;if(!e.TextEncoder||!e.TextDecoder)throw new Error("encoding API missing: install TextEncoder and TextDecoder on globalThis");let t=new e.TextEncoder,n=new e.TextDecoder("utf-8",{ignoreBOM:!0}),o,r={encodeUtf8(s){return t.encode(s)},decodeUtf8(s,i){return i?(o||(o=new e.TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0})),o.decode(s)):n.decode(s)},checkUtf8(s){try{return encodeURIComponent(s),!0}catch{return!1}}};t.encodeInto&&(r.encodeUtf8Into=t.encodeInto.bind(t));let a=String.prototype.isWellFormed;a&&(r.checkUtf8=s=>a.call(s)),Pc(r)}return vo}function So(e){return(t,n)=>{let o=e(t);return n.set(o),{written:o.byteLength}}}var $;(function(e){e[e.Varint=0]="Varint",e[e.Bit64=1]="Bit64",e[e.LengthDelimited=2]="LengthDelimited",e[e.StartGroup=3]="StartGroup",e[e.EndGroup=4]="EndGroup",e[e.Bit32=5]="Bit32"})($||($={}));var No=4294967295,Io=2147483647,Ro=-2147483648,Pe=class{constructor(t){this.stackPos=[],this.encodeUtf8Into=t?So(t):Et().encodeUtf8Into,this.buffer=Xa,this.viewCache=Hc,this.pos=0}ensureCapacity(t){let n=this.pos+t;if(n>this.buffer.length){let o=this.buffer.length||zc;for(;o<n;)o*=2;let r=new Uint8Array(o);this.pos>0&&r.set(this.buffer),this.buffer=r}}view(){let t=this.buffer,n=this.viewCache;if(n.byteLength===t.byteLength)return n;let o=new DataView(t.buffer);return this.viewCache=o,o}finish(){let t=this.buffer.slice(0,this.pos);return this.pos=0,this.stackPos=[],t}fork(){return this.stackPos.push(this.pos),this.ensureCapacity(vt),this.buffer[this.pos++]=0,this}join(){let t=this.stackPos.pop();if(t===void 0)throw new Error("invalid state, fork stack empty");let n=this.pos-t-vt,o=Ao(n);return o>vt&&(this.ensureCapacity(o-vt),this.buffer.copyWithin(t+o,t+vt,this.pos)),this.pos=t,this.uint32(n),this.pos+=n,this}tag(t,n){return this.uint32((t<<3|n)>>>0)}raw(t){return this.ensureCapacity(t.length),this.buffer.set(t,this.pos),this.pos+=t.length,this}uint32(t){if(Da(t),this.ensureCapacity(5),t<128)return this.buffer[this.pos++]=t,this;for(;t>127;)this.buffer[this.pos++]=t&127|128,t>>>=7;return this.buffer[this.pos++]=t,this}int32(t){if(xo(t),t>=0)return this.uint32(t);this.ensureCapacity(10);for(let n=0;n<9;n++)this.buffer[this.pos++]=t&127|128,t>>=7;return this.buffer[this.pos++]=1,this}bool(t){return this.ensureCapacity(1),this.buffer[this.pos++]=t?1:0,this}bytes(t){return this.uint32(t.byteLength),this.raw(t)}string(t){typeof t!="string"&&(t=String(t));let n=t.length;if(n<=Ka){this.ensureCapacity(n+1);let l=this.buffer,c=this.pos;l[c++]=n;let f=0;for(;f<n;f++){let p=t.charCodeAt(f);if(p>127)break;l[c++]=p}if(f==n)return this.pos=c,this}this.ensureCapacity(n*3+5);let o=Ao(n),r=this.buffer,a=this.pos,{written:s}=this.encodeUtf8Into(t,r.subarray(a+o)),i=Ao(s);return i!=o&&r.copyWithin(a+i,a+o,a+o+s),this.uint32(s),this.pos+=s,this}float(t){return qc(t),this.ensureCapacity(4),this.view().setFloat32(this.pos,t,!0),this.pos+=4,this}double(t){return this.ensureCapacity(8),this.view().setFloat64(this.pos,t,!0),this.pos+=8,this}fixed32(t){return Da(t),this.ensureCapacity(4),this.view().setUint32(this.pos,t,!0),this.pos+=4,this}sfixed32(t){return xo(t),this.ensureCapacity(4),this.view().setInt32(this.pos,t,!0),this.pos+=4,this}sint32(t){return xo(t),this.uint32((t<<1^t>>31)>>>0)}sfixed64(t){let n=I.enc(t);this.ensureCapacity(8);let o=this.view();return o.setInt32(this.pos,n.lo,!0),o.setInt32(this.pos+4,n.hi,!0),this.pos+=8,this}fixed64(t){let n=I.uEnc(t);this.ensureCapacity(8);let o=this.view();return o.setInt32(this.pos,n.lo,!0),o.setInt32(this.pos+4,n.hi,!0),this.pos+=8,this}int64(t){let n=I.enc(t);return this.writeVarint64(n.lo,n.hi)}sint64(t){let n=I.enc(t),o=n.hi>>31,r=n.lo<<1^o,a=(n.hi<<1|n.lo>>>31)^o;return this.writeVarint64(r,a)}uint64(t){let n=I.uEnc(t);return this.writeVarint64(n.lo,n.hi)}writeVarint64(t,n){this.ensureCapacity(10);let o=this.buffer,r=this.pos;for(let i=0;i<28;i=i+7){let l=t>>>i,c=!(!(l>>>7)&&n==0);if(o[r++]=(c?l|128:l)&255,!c)return this.pos=r,this}let a=t>>>28&15|(n&7)<<4,s=n>>3!=0;if(o[r++]=(s?a|128:a)&255,!s)return this.pos=r,this;for(let i=3;i<31;i=i+7){let l=n>>>i,c=!!(l>>>7);if(o[r++]=(c?l|128:l)&255,!c)return this.pos=r,this}return o[r++]=n>>>31&1,this.pos=r,this}},zc=128,vt=1,Xa=new Uint8Array(0),Hc=new DataView(Xa.buffer),Ka=32;function Ao(e){return e<128?1:e<16384?2:e<2097152?3:e<268435456?4:5}var ve=class{constructor(t,n=Et().decodeUtf8){this.decodeUtf8=n,this.varint64Lo=0,this.varint64Hi=0,this.varint64=ka,this.uint32=Aa,this.buf=t,this.len=t.length,this.pos=0,this.view=new DataView(t.buffer,t.byteOffset,t.byteLength)}tag(){let t=this.pos,n=this.uint32(),o=this.pos-t;if(o>5||o==5&&this.buf[this.pos-1]>15)throw new Error("illegal tag: varint overflows uint32");let r=n>>>3,a=n&7;if(r<=0||a>5)throw new Error("illegal tag: field no "+r+" wire type "+a);return[r,a]}skip(t,n,o=100){let r=this.pos;switch(t){case $.Varint:for(;this.buf[this.pos++]&128;);break;case $.Bit64:this.pos+=4;case $.Bit32:this.pos+=4;break;case $.LengthDelimited:let a=this.uint32();this.pos+=a;break;case $.StartGroup:if(o<=0)throw new Error("maximum recursion depth reached");for(;;){let[s,i]=this.tag();if(i===$.EndGroup){if(n!==void 0&&s!==n)throw new Error("invalid end group tag");break}this.skip(i,s,o-1)}break;default:throw new Error("cant skip wire type "+t)}return this.assertBounds(),this.buf.subarray(r,this.pos)}assertBounds(){if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let t=this.uint32();return t>>>1^-(t&1)}int64(){return this.varint64(),I.dec(this.varint64Lo,this.varint64Hi)}uint64(){return this.varint64(),I.uDec(this.varint64Lo,this.varint64Hi)}sint64(){this.varint64();let t=this.varint64Lo,n=this.varint64Hi,o=-(t&1);return t=(t>>>1|(n&1)<<31)^o,n=n>>>1^o,I.dec(t,n)}bool(){let t=this.buf[this.pos];return t<128?(this.pos++,t!==0):(this.varint64(),this.varint64Lo!==0||this.varint64Hi!==0)}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.pos+=4)-4,!0)}fixed64(){return I.uDec(this.sfixed32(),this.sfixed32())}sfixed64(){return I.dec(this.sfixed32(),this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=8)-8,!0)}bytes(){let t=this.uint32(),n=this.pos;return this.pos+=t,this.assertBounds(),this.buf.subarray(n,n+t)}string(t){let n=this.uint32(),o=this.pos;this.pos+=n,this.assertBounds();let r=this.buf;if(n<=Ka){let a=new Array(n);for(let s=0;s<n;s++){let i=r[o+s];if(i>127)return this.decodeUtf8(r.subarray(o,this.pos),t);a[s]=i}return String.fromCharCode.apply(String,a)}return this.decodeUtf8(r.subarray(o,this.pos),t)}};function xo(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid int32: "+typeof e);if(!Number.isInteger(e)||e>Io||e<Ro)throw new Error("invalid int32: "+e)}function Da(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid uint32: "+typeof e);if(!Number.isInteger(e)||e>No||e<0)throw new Error("invalid uint32: "+e)}function qc(e){if(typeof e=="string"){let t=e;if(e=Number(e),Number.isNaN(e)&&t!=="NaN")throw new Error("invalid float32: "+t)}else if(typeof e!="number")throw new Error("invalid float32: "+typeof e);if(!Number.isFinite(Math.fround(e))&&Number.isFinite(e))throw new Error("invalid float32: "+e)}function an(e,t){let n=e.fieldKind=="list"?yt(t,e):e.fieldKind=="map"?wt(t,e):To(e,t);if(n===!0)return;let o;switch(e.fieldKind){case"list":o=`expected ${Qa(e)}, got ${Y(t)}`;break;case"map":o=`expected ${Pa(e)}, got ${Y(t)}`;break;default:o=de(e,t,n)}return new R(e,o)}function Vo(e,t,n){let o=To(e,n);if(o!==!0)return new R(e,`list item #${t+1}: ${de(e,n,o)}`)}function ja(e,t,n){let o=xe(e.mapKey)(t);if(o!==!0)return new R(e,`invalid map key: ${de({scalar:e.mapKey},t,o)}`);let r=To(e,n);if(r!==!0)return new R(e,`map entry ${Y(t)}: ${de(e,n,r)}`)}function To(e,t){return e.scalar!==void 0?xe(e.scalar)(t):e.enum!==void 0?e.enum.open?xe(h.INT32)(t):e.enum.values.some(n=>n.number===t):Ce(t,e.message)}function xe(e){switch(e){case h.DOUBLE:return t=>typeof t=="number";case h.FLOAT:return t=>typeof t!="number"?!1:!Number.isFinite(Math.fround(t))&&Number.isFinite(t)?`${t.toFixed()} out of range`:!0;case h.INT32:case h.SFIXED32:case h.SINT32:return t=>typeof t!="number"||!Number.isInteger(t)?!1:t>Io||t<Ro?`${t.toFixed()} out of range`:!0;case h.FIXED32:case h.UINT32:return t=>typeof t!="number"||!Number.isInteger(t)?!1:t>No||t<0?`${t.toFixed()} out of range`:!0;case h.BOOL:return t=>typeof t=="boolean";case h.STRING:return t=>typeof t!="string"?!1:Et().checkUtf8(t)||"invalid UTF8";case h.BYTES:return t=>t instanceof Uint8Array;case h.INT64:case h.SFIXED64:case h.SINT64:return t=>{if(typeof t=="bigint"||typeof t=="number"||typeof t=="string"&&t.length>0)try{return I.parse(t),!0}catch{return`${t} out of range`}return!1};case h.FIXED64:case h.UINT64:return t=>{if(typeof t=="bigint"||typeof t=="number"||typeof t=="string"&&t.length>0)try{return I.uParse(t),!0}catch{return`${t} out of range`}return!1}}}function de(e,t,n){return n=typeof n=="string"?`: ${n}`:`, got ${Y(t)}`,e.scalar!==void 0?`expected ${ed(e.scalar)}`+n:e.enum!==void 0?`expected ${e.enum.toString()}`+n:`expected ${Ja(e.message)}`+n}function Y(e){switch(typeof e){case"object":return e===null?"null":e instanceof Uint8Array?`Uint8Array(${e.length})`:Array.isArray(e)?`Array(${e.length})`:yt(e)?Qa(e.field()):wt(e)?Pa(e.field()):Ce(e)?Ja(e.desc):bt(e)?`message ${e.$typeName}`:"object";case"string":return e.length>30?"string":`"${e.split('"').join('\\"')}"`;case"boolean":return String(e);case"number":return String(e);case"bigint":return String(e)+"n";default:return typeof e}}function Ja(e){return`ReflectMessage (${e.typeName})`}function Qa(e){switch(e.listKind){case"message":return`ReflectList (${e.message.toString()})`;case"enum":return`ReflectList (${e.enum.toString()})`;case"scalar":return`ReflectList (${h[e.scalar]})`}}function Pa(e){switch(e.mapKind){case"message":return`ReflectMap (${h[e.mapKey]}, ${e.message.toString()})`;case"enum":return`ReflectMap (${h[e.mapKey]}, ${e.enum.toString()})`;case"scalar":return`ReflectMap (${h[e.mapKey]}, ${h[e.scalar]})`}}function ed(e){switch(e){case h.STRING:return"string";case h.BOOL:return"boolean";case h.INT64:case h.SINT64:case h.SFIXED64:return"bigint (int64)";case h.UINT64:case h.FIXED64:return"bigint (uint64)";case h.BYTES:return"Uint8Array";case h.DOUBLE:return"number (float64)";case h.FLOAT:return"number (float32)";case h.FIXED32:case h.UINT32:return"number (uint32)";case h.INT32:case h.SFIXED32:case h.SINT32:return"number (int32)"}}var td=0;function oe(e){if(nd(e))return{toMessage:n=>sn(n),toLocal:n=>ln(n)};if(e.fieldKind=="message"&&!e.oneof&&ae(e.message)){let n=e.message,o=n.fields[0].localName;return{toMessage:r=>{let a=L(n);return r!==void 0&&(a[o]=r),a},toLocal:r=>r[o]}}let t=e.message;return{toMessage:n=>n===void 0?L(t):n,toLocal:n=>n}}function nd(e){return e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"}function sn(e){let t={$typeName:"google.protobuf.Struct",fields:{}};if(ge(e))for(let n of Object.keys(e))P(t.fields,n,Ha(e[n]));return t}function ln(e){let t={};for(let n of Object.keys(e.fields))P(t,n,za(e.fields[n]));return t}function za(e){switch(e.kind.case){case"structValue":return ln(e.kind.value);case"listValue":return e.kind.value.values.map(za);case"nullValue":case void 0:return null;default:return e.kind.value}}function Ha(e){let t={$typeName:"google.protobuf.Value",kind:{case:void 0}};switch(typeof e){case"number":t.kind={case:"numberValue",value:e};break;case"string":t.kind={case:"stringValue",value:e};break;case"boolean":t.kind={case:"boolValue",value:e};break;case"object":if(e===null)t.kind={case:"nullValue",value:td};else if(Array.isArray(e)){let n={$typeName:"google.protobuf.ListValue",values:[]};if(Array.isArray(e))for(let o of e)n.values.push(Ha(o));t.kind={case:"listValue",value:n}}else t.kind={case:"structValue",value:sn(e)};break}return t}function At(e,t,n=!0){return new dn(e,t,n)}var qa=new WeakMap,dn=class{get sortedFields(){let t=qa.get(this.desc);if(t)return t;let n=this.desc.fields.concat().sort((o,r)=>o.number-r.number);return qa.set(this.desc,n),n}constructor(t,n,o=!0){this.lists=new Map,this.maps=new Map,this.check=o,this.desc=t,this.message=this[K]=n??L(t),this.fields=t.fields,this.oneofs=t.oneofs,this.members=t.members}findNumber(t){return this._fieldsByNumber||(this._fieldsByNumber=new Map(this.desc.fields.map(n=>[n.number,n]))),this._fieldsByNumber.get(t)}oneofCase(t){return St(this.message,t),Va(this.message,t)}isSet(t){return St(this.message,t),Ta(this.message,t)}clear(t){St(this.message,t),Ba(this.message,t)}get(t){St(this.message,t);let n=La(this.message,t);switch(t.fieldKind){case"list":let o=this.lists.get(t);return(!o||o[K]!==n)&&this.lists.set(t,o=new $o(t,n,this.check)),o;case"map":let r=this.maps.get(t);return(!r||r[K]!==n)&&this.maps.set(t,r=new Bo(t,n,this.check)),r;case"message":return Go(t,n,this.check);case"scalar":return n===void 0?z(t.scalar,!1):Uo(t,n);case"enum":return n??t.enum.values[0].number}}set(t,n){if(St(this.message,t),this.check){let r=an(t,n);if(r)throw r}let o;t.fieldKind=="message"?o=Mo(t,n):wt(n)||yt(n)?o=n[K]:o=Co(t,n),Za(this.message,t,o)}getUnknown(){return this.message.$unknown}setUnknown(t){this.message.$unknown=t}};function St(e,t){if(t.parent.typeName!==e.$typeName)throw new R(t,`cannot use ${t.toString()} with message ${e.$typeName}`,"ForeignFieldError")}var $o=class{field(){return this._field}get size(){return this._arr.length}constructor(t,n,o){this._field=t,this._arr=this[K]=n,this.check=o}get(t){let n=this._arr[t];return n===void 0?void 0:Lo(this._field,n,this.check)}set(t,n){if(t<0||t>=this._arr.length)throw new R(this._field,`list item #${t+1}: out of range`);if(this.check){let o=Vo(this._field,t,n);if(o)throw o}this._arr[t]=es(this._field,n)}add(t){if(this.check){let n=Vo(this._field,this._arr.length,t);if(n)throw n}this._arr.push(es(this._field,t))}clear(){this._arr.splice(0,this._arr.length)}[Symbol.iterator](){return this.values()}keys(){return this._arr.keys()}*values(){for(let t of this._arr)yield Lo(this._field,t,this.check)}*entries(){for(let t=0;t<this._arr.length;t++)yield[t,Lo(this._field,this._arr[t],this.check)]}};var Bo=class{constructor(t,n,o=!0){this.obj=this[K]=n??{},this.check=o,this._field=t}field(){return this._field}set(t,n){if(this.check){let o=ja(this._field,t,n);if(o)throw o}return P(this.obj,cn(t),od(this._field,n)),this}delete(t){let n=cn(t),o=Object.prototype.hasOwnProperty.call(this.obj,n);return o&&delete this.obj[n],o}clear(){for(let t of Object.keys(this.obj))delete this.obj[t]}get(t){let n=$a(this.obj,cn(t));return n!==void 0&&(n=Zo(this._field,n,this.check)),n}has(t){return Object.prototype.hasOwnProperty.call(this.obj,cn(t))}*keys(){for(let t of Object.keys(this.obj))yield ts(t,this._field.mapKey)}*entries(){for(let t of Object.entries(this.obj))yield[ts(t[0],this._field.mapKey),Zo(this._field,t[1],this.check)]}[Symbol.iterator](){return this.entries()}get size(){return Object.keys(this.obj).length}*values(){for(let t of Object.values(this.obj))yield Zo(this._field,t,this.check)}forEach(t,n){for(let o of this.entries())t.call(n,o[1],o[0],this)}};function Mo(e,t){return Ce(t)?Ma(t.message)&&!e.oneof&&e.fieldKind=="message"?t.message.value:t.desc.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"?ln(t.message):t.message:t}function Go(e,t,n){return t!==void 0&&(ae(e.message)&&!e.oneof&&e.fieldKind=="message"?t={$typeName:e.message.typeName,value:Uo(e.message.fields[0],t)}:e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"&&ge(t)&&(t=sn(t))),new dn(e.message,t,n)}function es(e,t){return e.listKind=="message"?Mo(e,t):Co(e,t)}function Lo(e,t,n){return e.listKind=="message"?Go(e,t,n):Uo(e,t)}function od(e,t){return e.mapKind=="message"?Mo(e,t):Co(e,t)}function Zo(e,t,n){return e.mapKind=="message"?Go(e,t,n):t}function cn(e){return typeof e=="string"||typeof e=="number"?e:String(e)}function ts(e,t){switch(t){case h.STRING:return e;case h.INT32:case h.FIXED32:case h.UINT32:case h.SFIXED32:case h.SINT32:{let n=Number.parseInt(e);if(Number.isFinite(n))return n;break}case h.BOOL:switch(e){case"true":return!0;case"false":return!1}break;case h.UINT64:case h.FIXED64:try{return I.uParse(e)}catch{}break;default:try{return I.parse(e)}catch{}break}return e}function Uo(e,t){switch(e.scalar){case h.INT64:case h.SFIXED64:case h.SINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=I.parse(t));break;case h.FIXED64:case h.UINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=I.uParse(t));break}return t}function Co(e,t){switch(e.scalar){case h.INT64:case h.SFIXED64:case h.SINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=I.parse(t));break;case h.FIXED64:case h.UINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=I.uParse(t));break}return t}function ns(e,t){return os(At(e,t)).message}function os(e){let t=At(e.desc);for(let o of e.fields)if(e.isSet(o))switch(o.fieldKind){case"list":let r=t.get(o);for(let s of e.get(o))r.add(Fo(o,s));break;case"map":let a=t.get(o);for(let s of e.get(o).entries())a.set(s[0],Fo(o,s[1]));break;default:{t.set(o,Fo(o,e.get(o)));break}}let n=e.getUnknown();return n&&n.length>0&&t.setUnknown([...n]),t}function Fo(e,t){return e.message!==void 0&&Ce(t)?os(t):e.scalar==h.BYTES&&t instanceof Uint8Array?t.slice():t}var rs=Uint8Array.prototype.setFromBase64;function He(e){let t=e.length,n=t-(t+3>>2);(t&3)==0&&e[t-1]=="="&&(n-=e[t-2]=="="?2:1);let o=new Uint8Array(n),r=-1;if(rs)try{let a=rs.call(o,e);a.read==t&&(r=a.written)}catch{}return r<0&&(r=rd(o,e)),r==n?o:o.subarray(0,r)}function rd(e,t){let n=sd(),o=0,r=0,a,s=0;for(let i=0;i<t.length;i++){if(a=n[t.charCodeAt(i)],a===void 0)switch(t[i]){case"=":r=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string")}switch(r){case 0:s=a,r=1;break;case 1:e[o++]=s<<2|(a&48)>>4,s=a,r=2;break;case 2:e[o++]=(s&15)<<4|(a&60)>>2,s=a,r=3;break;case 3:e[o++]=(s&3)<<6|a,r=0;break}}if(r==1)throw Error("invalid base64 string");return o}var as=Uint8Array.prototype.toBase64,ad={std:{alphabet:"base64",omitPadding:!1},std_raw:{alphabet:"base64",omitPadding:!0},url:{alphabet:"base64url",omitPadding:!0}};function xt(e,t="std"){if(as)return as.call(e,ad[t]);let n=is(t),o=t=="std",r="",a=0,s,i=0;for(let l=0;l<e.length;l++)switch(s=e[l],a){case 0:r+=n[s>>2],i=(s&3)<<4,a=1;break;case 1:r+=n[i|s>>4],i=(s&15)<<2,a=2;break;case 2:r+=n[i|s>>6],r+=n[s&63],a=0;break}return a&&(r+=n[i],o&&(r+="=",a==1&&(r+="="))),r}var un,ss,ze;function is(e){return un||(un="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),ss=un.slice(0,-2).concat("-","_")),e=="url"?ss:un}function sd(){if(!ze){ze=[];let e=is("std");for(let t=0;t<e.length;t++)ze[e[t].charCodeAt(0)]=t;ze[45]=e.indexOf("+"),ze[95]=e.indexOf("/")}return ze}function Ne(e){let t=!1,n=[];for(let o=0;o<e.length;o++){let r=e.charAt(o);switch(r){case"_":t=!0;break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":case"8":case"9":n.push(r),t=!1;break;default:t&&(t=!1,r=r.toUpperCase()),n.push(r);break}}return n.join("")}function fn(e){return e.replace(/[A-Z]/g,t=>"_"+t.toLowerCase())}var id=new Set(["constructor","toString","toJSON","valueOf"]);function qe(e){return id.has(e)?e+"$":e}function Nt(e){for(let t of e.field)Ue(t,"jsonName")||(t.jsonName=Ne(t.name));e.nestedType.forEach(Nt)}function ls(e,t){let n=e.values.find(o=>o.name===t);if(!n)throw new Error(`cannot parse ${e} default value: ${t}`);return n.number}function cs(e,t){switch(e){case h.STRING:return t;case h.BYTES:{let n=ld(t);if(n===!1)throw new Error(`cannot parse ${h[e]} default value: ${t}`);return n}case h.INT64:case h.SFIXED64:case h.SINT64:return I.parse(t);case h.UINT64:case h.FIXED64:return I.uParse(t);case h.DOUBLE:case h.FLOAT:switch(t){case"inf":return Number.POSITIVE_INFINITY;case"-inf":return Number.NEGATIVE_INFINITY;case"nan":return Number.NaN;default:return parseFloat(t)}case h.BOOL:return t==="true";case h.INT32:case h.UINT32:case h.SINT32:case h.FIXED32:case h.SFIXED32:return parseInt(t,10)}}function ld(e){let t=[],n={tail:e,c:"",next(){return this.tail.length==0?!1:(this.c=this.tail[0],this.tail=this.tail.substring(1),!0)},take(o){if(this.tail.length>=o){let r=this.tail.substring(0,o);return this.tail=this.tail.substring(o),r}return!1}};for(;n.next();)switch(n.c){case"\\":if(n.next())switch(n.c){case"\\":t.push(n.c.charCodeAt(0));break;case"b":t.push(8);break;case"f":t.push(12);break;case"n":t.push(10);break;case"r":t.push(13);break;case"t":t.push(9);break;case"v":t.push(11);break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,8);if(Number.isNaN(a))return!1;t.push(a);break}case"x":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;t.push(a);break}case"u":{let o=n.c,r=n.take(4);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;let s=new Uint8Array(4);new DataView(s.buffer).setInt32(0,a,!0),t.push(s[0],s[1],s[2],s[3]);break}case"U":{let o=n.c,r=n.take(8);if(r===!1)return!1;let a=I.uEnc(o+r),s=new Uint8Array(8),i=new DataView(s.buffer);i.setInt32(0,a.lo,!0),i.setInt32(4,a.hi,!0),t.push(s[0],s[1],s[2],s[3],s[4],s[5],s[6],s[7]);break}}break;default:t.push(n.c.charCodeAt(0))}return new Uint8Array(t)}function*hn(e){switch(e.kind){case"file":for(let t of e.messages)yield t,yield*hn(t);yield*e.enums,yield*e.services,yield*e.extensions;break;case"message":for(let t of e.nestedMessages)yield t,yield*hn(t);yield*e.nestedEnums,yield*e.nestedExtensions;break}}function Do(...e){return dd(e)}function pn(e,t){return cd([e,t])}function cd(e,t){let n=ms();if(!e.length)return n;if("$typeName"in e[0]&&e[0].$typeName=="google.protobuf.FileDescriptorSet"){for(let o of e[0].file)t?.(o),hs(o,n);return n}if("$typeName"in e[0]){let s=function(i){let l=[];for(let c of i.dependency){if(n.getFile(c)!=null||a.has(c))continue;let f=r(c);if(!f)throw new Error(`Unable to resolve ${c}, imported by ${i.name}`);"kind"in f?n.addFile(f,!1,!0):(a.add(f.name),l.push(f))}return l.concat(...l.map(s))},o=e[0],r=e[1],a=new Set;for(let i of[o,...s(o)].reverse())t?.(i),hs(i,n)}else for(let o of e)for(let r of o.files)n.addFile(r);return n}function ms(){let e=new Map,t=new Map,n=new Map;return{kind:"registry",types:e,extendees:t,[Symbol.iterator](){return e.values()},get files(){return n.values()},addFile(o,r,a){if(n.set(o.proto.name,o),!r)for(let s of hn(o))this.add(s);if(a)for(let s of o.dependencies)this.addFile(s,r,a)},add(o){if(o.kind=="extension"){let r=t.get(o.extendee.typeName);r||t.set(o.extendee.typeName,r=new Map),r.set(o.number,o)}e.set(o.typeName,o)},get(o){return e.get(o)},getFile(o){return n.get(o)},getMessage(o){let r=e.get(o);return r?.kind=="message"?r:void 0},getEnum(o){let r=e.get(o);return r?.kind=="enum"?r:void 0},getExtension(o){let r=e.get(o);return r?.kind=="extension"?r:void 0},getExtensionFor(o,r){var a;return(a=t.get(o.typeName))===null||a===void 0?void 0:a.get(r)},getService(o){let r=e.get(o);return r?.kind=="service"?r:void 0}}}function dd(e){let t=ms();for(let n of e)switch(n.kind){case"registry":for(let o of n)t.add(o);break;case"file":t.addFile(n);break;default:t.add(n);break}return t}var ud=998,fd=999,hd=9999,pd=9,Rt=10,It=11,md=12,ds=14,Xo=3,gd=2,us=1,bd=0,Yo=1,fs=2,yd=3,wd=1,kd=2,Ed=1,vd=2;var gs=1002,bs={998:{fieldPresence:1,enumType:2,repeatedFieldEncoding:2,utf8Validation:3,messageEncoding:1,jsonFormat:2,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},999:{fieldPresence:2,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},1e3:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},1001:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:1,defaultSymbolVisibility:2,enforceProtoLimits:1},1002:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:3,defaultSymbolVisibility:4,enforceProtoLimits:2}};function hs(e,t){var n,o;let r={kind:"file",proto:e,deprecated:(o=(n=e.options)===null||n===void 0?void 0:n.deprecated)!==null&&o!==void 0?o:!1,edition:Nd(e),name:e.name.replace(/\.proto$/,""),dependencies:Id(e,t),enums:[],messages:[],extensions:[],services:[],toString(){return`file ${e.name}`}},a=new Map,s={get(i){return a.get(i)},add(i){var l;be(((l=i.proto.options)===null||l===void 0?void 0:l.mapEntry)===!0),a.set(i.typeName,i)}};for(let i of e.enumType)ys(i,r,void 0,t);for(let i of e.messageType)ws(i,r,void 0,t,s);for(let i of e.service)Sd(i,r,t);Wo(r,t);for(let i of a.values())_o(i,t,s);for(let i of r.messages)_o(i,t,s),Wo(i,t);t.addFile(r,!0)}function Wo(e,t){switch(e.kind){case"file":for(let n of e.proto.extension){let o=Oo(n,e,t);e.extensions.push(o),t.add(o)}break;case"message":for(let n of e.proto.extension){let o=Oo(n,e,t);e.nestedExtensions.push(o),t.add(o)}for(let n of e.nestedMessages)Wo(n,t);break}}function _o(e,t,n){let o=e.proto.oneofDecl.map(a=>xd(a,e)),r=new Set;for(let a of e.proto.field){let s=Ld(a,o),i=Oo(a,e,t,s,n);e.fields.push(i),e.field[i.localName]=i,s===void 0?e.members.push(i):(s.fields.push(i),r.has(s)||(r.add(s),e.members.push(s)))}for(let a of o.filter(s=>r.has(s)))e.oneofs.push(a);for(let a of e.nestedMessages)_o(a,t,n)}function ys(e,t,n,o){var r,a,s,i,l,c,f,p,w;let m=Rd(e.name,e.value),g={kind:"enum",proto:e,deprecated:(a=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&a!==void 0?a:!1,file:t,parent:n,open:!0,name:e.name,typeName:mn(e,n,t),value:{},values:[],sharedPrefix:m,toString(){return`enum ${this.typeName}`}};g.open=Md(g),o.add(g);for(let b of e.value){let y=b.name,v={kind:"enum_value",proto:b,deprecated:(i=(s=b.options)===null||s===void 0?void 0:s.deprecated)!==null&&i!==void 0?i:!1,parent:g,name:y,localName:qe(m==null?y:y.substring(m.length)),number:b.number,jsonName:(l=Vd(b))!==null&&l!==void 0?l:y,toString(){return`enum value ${g.typeName}.${y}`}};g.values.push(v),(c=(p=g.value)[w=b.number])!==null&&c!==void 0||(p[w]=v)}((f=n?.nestedEnums)!==null&&f!==void 0?f:t.enums).push(g)}function ws(e,t,n,o,r){var a,s,i,l;let c={kind:"message",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,file:t,parent:n,name:e.name,typeName:mn(e,n,t),fields:[],field:{},oneofs:[],members:[],nestedEnums:[],nestedMessages:[],nestedExtensions:[],toString(){return`message ${this.typeName}`}};((i=e.options)===null||i===void 0?void 0:i.mapEntry)===!0?r.add(c):(((l=n?.nestedMessages)!==null&&l!==void 0?l:t.messages).push(c),o.add(c));for(let f of e.enumType)ys(f,t,c,o);for(let f of e.nestedType)ws(f,t,c,o,r)}function Sd(e,t,n){var o,r;let a={kind:"service",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,file:t,name:e.name,typeName:mn(e,void 0,t),methods:[],method:{},toString(){return`service ${this.typeName}`}};t.services.push(a),n.add(a);for(let s of e.method){let i=Ad(s,a,n);a.methods.push(i),a.method[i.localName]=i}}function Ad(e,t,n){var o,r,a,s;let i;e.clientStreaming&&e.serverStreaming?i="bidi_streaming":e.clientStreaming?i="client_streaming":e.serverStreaming?i="server_streaming":i="unary";let l=n.getMessage(Ie(e.inputType)),c=n.getMessage(Ie(e.outputType));be(l,`invalid MethodDescriptorProto: input_type ${e.inputType} not found`),be(c,`invalid MethodDescriptorProto: output_type ${e.inputType} not found`);let f=e.name;return{kind:"rpc",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,parent:t,name:f,localName:qe(f.length?qe(f[0].toLowerCase()+f.substring(1)):f),methodKind:i,input:l,output:c,idempotency:(s=(a=e.options)===null||a===void 0?void 0:a.idempotencyLevel)!==null&&s!==void 0?s:bd,toString(){return`rpc ${t.typeName}.${f}`}}}function xd(e,t){return{kind:"oneof",proto:e,deprecated:!1,parent:t,fields:[],name:e.name,localName:qe(Ne(e.name)),toString(){return`oneof ${t.typeName}.${this.name}`}}}function Oo(e,t,n,o,r){var a,s,i;let l=r===void 0,c={kind:"field",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,name:e.name,number:e.number,scalar:void 0,message:void 0,enum:void 0,presence:Zd(e,o,l,t),utf8Validation:Gd(e,t),listKind:void 0,mapKind:void 0,mapKey:void 0,delimitedEncoding:void 0,packed:void 0,longAsString:!1,getDefaultValue:void 0},f;if(l){let g=t.kind=="file"?t:t.file,b=t.kind=="file"?void 0:t,y=mn(e,b,g);c.kind="extension",c.file=g,c.parent=b,c.oneof=void 0,c.typeName=y,c.jsonName=`[${y}]`,f=()=>`extension ${y}`;let v=n.getMessage(Ie(e.extendee));be(v,`invalid FieldDescriptorProto: extendee ${e.extendee} not found`),c.extendee=v}else{let g=t;be(g.kind=="message"),c.parent=g,c.oneof=o,c.localName=o?Ne(e.name):qe(Ne(e.name)),c.jsonName=e.jsonName,f=()=>`field ${g.typeName}.${e.name}`}Object.defineProperty(c,"toString",{value:f,writable:!0,enumerable:!0,configurable:!0});let p=e.label,w=e.type,m=(i=e.options)===null||i===void 0?void 0:i.jstype;if(p===Xo){let g=w==It?r?.get(Ie(e.typeName)):void 0;if(g){c.fieldKind="map";let{key:b,value:y}=Bd(g);return c.mapKey=b.scalar,c.mapKind=y.fieldKind,c.message=y.message,c.delimitedEncoding=!1,c.enum=y.enum,c.scalar=y.scalar,c}switch(c.fieldKind="list",w){case It:case Rt:c.listKind="message",c.message=n.getMessage(Ie(e.typeName)),be(c.message),c.delimitedEncoding=ps(e,t);break;case ds:c.listKind="enum",c.enum=n.getEnum(Ie(e.typeName)),be(c.enum);break;default:c.listKind="scalar",c.scalar=w,c.longAsString=m==us;break}return c.packed=$d(e,t),c}switch(w){case It:case Rt:c.fieldKind="message",c.message=n.getMessage(Ie(e.typeName)),be(c.message,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),c.delimitedEncoding=ps(e,t),c.getDefaultValue=()=>{};break;case ds:{let g=n.getEnum(Ie(e.typeName));be(g!==void 0,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),c.fieldKind="enum",c.enum=n.getEnum(Ie(e.typeName)),c.getDefaultValue=()=>Ue(e,"defaultValue")?ls(g,e.defaultValue):void 0;break}default:{c.fieldKind="scalar",c.scalar=w,c.longAsString=m==us,c.getDefaultValue=()=>Ue(e,"defaultValue")?cs(w,e.defaultValue):void 0;break}}return c}function Nd(e){switch(e.syntax){case"":case"proto2":return ud;case"proto3":return fd;case"editions":if(e.edition===hd)return gs;if(e.edition in bs)return e.edition;throw new Error(`${e.name}: unsupported edition`);default:throw new Error(`${e.name}: unsupported syntax "${e.syntax}"`)}}function Id(e,t){return e.dependency.map(n=>{let o=t.getFile(n);if(!o)throw new Error(`Cannot find ${n}, imported by ${e.name}`);return o})}function Rd(e,t){let n=Td(e)+"_";for(let o of t){if(!o.name.toLowerCase().startsWith(n))return;let r=o.name.substring(n.length);if(r.length==0||/^\d/.test(r))return}return n}function Vd(e){var t,n;let a;for(let s of(n=(t=e.options)===null||t===void 0?void 0:t.$unknown)!==null&&n!==void 0?n:[]){if(s.no!==998||s.wireType!==$.LengthDelimited)continue;let i=new ve(new ve(s.data).bytes());for(;i.pos<i.len;){let[l,c]=i.tag();l===1&&c===$.LengthDelimited?a=i.string():i.skip(c,l)}}return a}function Td(e){return(e.substring(0,1)+e.substring(1).replace(/[A-Z]/g,t=>"_"+t)).toLowerCase()}function mn(e,t,n){let o;return t?o=`${t.typeName}.${e.name}`:n.proto.package.length>0?o=`${n.proto.package}.${e.name}`:o=`${e.name}`,o}function Ie(e){return e.startsWith(".")?e.substring(1):e}function Ld(e,t){if(!Ue(e,"oneofIndex")||e.proto3Optional)return;let n=t[e.oneofIndex];return be(n,`invalid FieldDescriptorProto: oneof #${e.oneofIndex} for field #${e.number} not found`),n}function Zd(e,t,n,o){if(e.label==gd)return yd;if(e.label==Xo)return fs;if(t||e.proto3Optional||n)return Yo;let r=Fe("fieldPresence",{proto:e,parent:o});return r==fs&&(e.type==It||e.type==Rt)?Yo:r}function $d(e,t){if(e.label!=Xo)return!1;switch(e.type){case pd:case md:case Rt:case It:return!1}let n=e.options;return n&&Ue(n,"packed")?n.packed:wd==Fe("repeatedFieldEncoding",{proto:e,parent:t})}function Bd(e){let t=e.fields.find(o=>o.number===1),n=e.fields.find(o=>o.number===2);return be(t&&t.fieldKind=="scalar"&&t.scalar!=h.BYTES&&t.scalar!=h.FLOAT&&t.scalar!=h.DOUBLE&&n&&n.fieldKind!="list"&&n.fieldKind!="map"),{key:t,value:n}}function Md(e){var t;return Ed==Fe("enumType",{proto:e.proto,parent:(t=e.parent)!==null&&t!==void 0?t:e.file})}function ps(e,t){return e.type==Rt?!0:kd==Fe("messageEncoding",{proto:e,parent:t})}function Gd(e,t){return vd==Fe("utf8Validation",{proto:e,parent:t})}function Fe(e,t){var n,o;let r=(n=t.proto.options)===null||n===void 0?void 0:n.features;if(r){let a=r[e];if(a!=0)return a}if("kind"in t){if(t.kind=="message")return Fe(e,(o=t.parent)!==null&&o!==void 0?o:t.file);let a=bs[t.edition];if(!a)throw new Error(`feature default for edition ${t.edition} not found`);return a[e]}return Fe(e,t.parent)}function be(e,t){if(!e)throw new Error(t)}function ks(e){let t=Ud(e);return t.messageType.forEach(Nt),pn(t,()=>{}).getFile(t.name)}function Ud(e){return Object.assign(Object.create({syntax:"",edition:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FileDescriptorProto",dependency:[],publicDependency:[],weakDependency:[],optionDependency:[],service:[],extension:[]},e),{messageType:e.messageType.map(Es),enumType:e.enumType.map(vs)}))}function Es(e){var t,n,o,r,a,s,i,l;return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.DescriptorProto",name:e.name,field:(n=(t=e.field)===null||t===void 0?void 0:t.map(Cd))!==null&&n!==void 0?n:[],extension:[],nestedType:(r=(o=e.nestedType)===null||o===void 0?void 0:o.map(Es))!==null&&r!==void 0?r:[],enumType:(s=(a=e.enumType)===null||a===void 0?void 0:a.map(vs))!==null&&s!==void 0?s:[],extensionRange:(l=(i=e.extensionRange)===null||i===void 0?void 0:i.map(f=>Object.assign({$typeName:"google.protobuf.DescriptorProto.ExtensionRange"},f)))!==null&&l!==void 0?l:[],oneofDecl:[],reservedRange:[],reservedName:[]})}function Cd(e){return Object.assign(Object.create({label:1,typeName:"",extendee:"",defaultValue:"",oneofIndex:0,jsonName:"",proto3Optional:!1}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldDescriptorProto"},e),{options:e.options?Fd(e.options):void 0}))}function Fd(e){var t,n,o;return Object.assign(Object.create({ctype:0,packed:!1,jstype:0,lazy:!1,unverifiedLazy:!1,deprecated:!1,weak:!1,debugRedact:!1,retention:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldOptions"},e),{targets:(t=e.targets)!==null&&t!==void 0?t:[],editionDefaults:(o=(n=e.editionDefaults)===null||n===void 0?void 0:n.map(a=>Object.assign({$typeName:"google.protobuf.FieldOptions.EditionDefault"},a)))!==null&&o!==void 0?o:[],uninterpretedOption:[]}))}function vs(e){return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.EnumDescriptorProto",name:e.name,reservedName:[],reservedRange:[],value:e.value.map(n=>Object.assign({$typeName:"google.protobuf.EnumValueDescriptorProto"},n))})}function U(e,t,...n){return n.reduce((o,r)=>o.nestedMessages[r],e.messages[t])}function H(e,t,...n){if(n.length==0)return e.enums[t];let o=n.pop();return n.reduce((r,a)=>r.nestedMessages[a],e.messages[t]).nestedEnums[o]}function q(e){let t={};for(let n of e.values)t[n.localName]=n.number,t[n.number]=n.localName;return t}var Yd=ks({name:"google/protobuf/descriptor.proto",package:"google.protobuf",messageType:[{name:"FileDescriptorSet",field:[{name:"file",number:1,type:11,label:3,typeName:".google.protobuf.FileDescriptorProto"}],extensionRange:[{start:536e6,end:536000001}]},{name:"FileDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"package",number:2,type:9,label:1},{name:"dependency",number:3,type:9,label:3},{name:"public_dependency",number:10,type:5,label:3},{name:"weak_dependency",number:11,type:5,label:3},{name:"option_dependency",number:15,type:9,label:3},{name:"message_type",number:4,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:5,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"service",number:6,type:11,label:3,typeName:".google.protobuf.ServiceDescriptorProto"},{name:"extension",number:7,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FileOptions"},{name:"source_code_info",number:9,type:11,label:1,typeName:".google.protobuf.SourceCodeInfo"},{name:"syntax",number:12,type:9,label:1},{name:"edition",number:14,type:14,label:1,typeName:".google.protobuf.Edition"}]},{name:"DescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"field",number:2,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"extension",number:6,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"nested_type",number:3,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"extension_range",number:5,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ExtensionRange"},{name:"oneof_decl",number:8,type:11,label:3,typeName:".google.protobuf.OneofDescriptorProto"},{name:"options",number:7,type:11,label:1,typeName:".google.protobuf.MessageOptions"},{name:"reserved_range",number:9,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ReservedRange"},{name:"reserved_name",number:10,type:9,label:3},{name:"visibility",number:11,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"ExtensionRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ExtensionRangeOptions"}]},{name:"ReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"ExtensionRangeOptions",field:[{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"},{name:"declaration",number:2,type:11,label:3,typeName:".google.protobuf.ExtensionRangeOptions.Declaration",options:{retention:2}},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"verification",number:3,type:14,label:1,typeName:".google.protobuf.ExtensionRangeOptions.VerificationState",defaultValue:"UNVERIFIED",options:{retention:2}}],nestedType:[{name:"Declaration",field:[{name:"number",number:1,type:5,label:1},{name:"full_name",number:2,type:9,label:1},{name:"type",number:3,type:9,label:1},{name:"reserved",number:5,type:8,label:1},{name:"repeated",number:6,type:8,label:1}]}],enumType:[{name:"VerificationState",value:[{name:"DECLARATION",number:0},{name:"UNVERIFIED",number:1}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"FieldDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:3,type:5,label:1},{name:"label",number:4,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Label"},{name:"type",number:5,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Type"},{name:"type_name",number:6,type:9,label:1},{name:"extendee",number:2,type:9,label:1},{name:"default_value",number:7,type:9,label:1},{name:"oneof_index",number:9,type:5,label:1},{name:"json_name",number:10,type:9,label:1},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FieldOptions"},{name:"proto3_optional",number:17,type:8,label:1}],enumType:[{name:"Type",value:[{name:"TYPE_DOUBLE",number:1},{name:"TYPE_FLOAT",number:2},{name:"TYPE_INT64",number:3},{name:"TYPE_UINT64",number:4},{name:"TYPE_INT32",number:5},{name:"TYPE_FIXED64",number:6},{name:"TYPE_FIXED32",number:7},{name:"TYPE_BOOL",number:8},{name:"TYPE_STRING",number:9},{name:"TYPE_GROUP",number:10},{name:"TYPE_MESSAGE",number:11},{name:"TYPE_BYTES",number:12},{name:"TYPE_UINT32",number:13},{name:"TYPE_ENUM",number:14},{name:"TYPE_SFIXED32",number:15},{name:"TYPE_SFIXED64",number:16},{name:"TYPE_SINT32",number:17},{name:"TYPE_SINT64",number:18}]},{name:"Label",value:[{name:"LABEL_OPTIONAL",number:1},{name:"LABEL_REPEATED",number:3},{name:"LABEL_REQUIRED",number:2}]}]},{name:"OneofDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"options",number:2,type:11,label:1,typeName:".google.protobuf.OneofOptions"}]},{name:"EnumDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"value",number:2,type:11,label:3,typeName:".google.protobuf.EnumValueDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumOptions"},{name:"reserved_range",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto.EnumReservedRange"},{name:"reserved_name",number:5,type:9,label:3},{name:"visibility",number:6,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"EnumReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"EnumValueDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumValueOptions"}]},{name:"ServiceDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"method",number:2,type:11,label:3,typeName:".google.protobuf.MethodDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ServiceOptions"}]},{name:"MethodDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"input_type",number:2,type:9,label:1},{name:"output_type",number:3,type:9,label:1},{name:"options",number:4,type:11,label:1,typeName:".google.protobuf.MethodOptions"},{name:"client_streaming",number:5,type:8,label:1,defaultValue:"false"},{name:"server_streaming",number:6,type:8,label:1,defaultValue:"false"}]},{name:"FileOptions",field:[{name:"java_package",number:1,type:9,label:1},{name:"java_outer_classname",number:8,type:9,label:1},{name:"java_multiple_files",number:10,type:8,label:1,defaultValue:"false",options:{}},{name:"java_generate_equals_and_hash",number:20,type:8,label:1,options:{deprecated:!0}},{name:"java_string_check_utf8",number:27,type:8,label:1,defaultValue:"false"},{name:"optimize_for",number:9,type:14,label:1,typeName:".google.protobuf.FileOptions.OptimizeMode",defaultValue:"SPEED"},{name:"go_package",number:11,type:9,label:1},{name:"cc_generic_services",number:16,type:8,label:1,defaultValue:"false"},{name:"java_generic_services",number:17,type:8,label:1,defaultValue:"false"},{name:"py_generic_services",number:18,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:23,type:8,label:1,defaultValue:"false"},{name:"cc_enable_arenas",number:31,type:8,label:1,defaultValue:"true",options:{}},{name:"objc_class_prefix",number:36,type:9,label:1},{name:"csharp_namespace",number:37,type:9,label:1},{name:"swift_prefix",number:39,type:9,label:1},{name:"php_class_prefix",number:40,type:9,label:1},{name:"php_namespace",number:41,type:9,label:1},{name:"php_metadata_namespace",number:44,type:9,label:1},{name:"ruby_package",number:45,type:9,label:1},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"OptimizeMode",value:[{name:"SPEED",number:1},{name:"CODE_SIZE",number:2},{name:"LITE_RUNTIME",number:3}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"MessageOptions",field:[{name:"message_set_wire_format",number:1,type:8,label:1,defaultValue:"false"},{name:"no_standard_descriptor_accessor",number:2,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"map_entry",number:7,type:8,label:1},{name:"deprecated_legacy_json_field_conflicts",number:11,type:8,label:1,options:{deprecated:!0}},{name:"features",number:12,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"FieldOptions",field:[{name:"ctype",number:1,type:14,label:1,typeName:".google.protobuf.FieldOptions.CType",defaultValue:"STRING"},{name:"packed",number:2,type:8,label:1},{name:"jstype",number:6,type:14,label:1,typeName:".google.protobuf.FieldOptions.JSType",defaultValue:"JS_NORMAL"},{name:"lazy",number:5,type:8,label:1,defaultValue:"false"},{name:"unverified_lazy",number:15,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"weak",number:10,type:8,label:1,defaultValue:"false",options:{deprecated:!0}},{name:"debug_redact",number:16,type:8,label:1,defaultValue:"false"},{name:"retention",number:17,type:14,label:1,typeName:".google.protobuf.FieldOptions.OptionRetention"},{name:"targets",number:19,type:14,label:3,typeName:".google.protobuf.FieldOptions.OptionTargetType"},{name:"edition_defaults",number:20,type:11,label:3,typeName:".google.protobuf.FieldOptions.EditionDefault"},{name:"features",number:21,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"feature_support",number:22,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],nestedType:[{name:"EditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"value",number:2,type:9,label:1}]},{name:"FeatureSupport",field:[{name:"edition_introduced",number:1,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"edition_deprecated",number:2,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"deprecation_warning",number:3,type:9,label:1},{name:"edition_removed",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"removal_error",number:5,type:9,label:1}]}],enumType:[{name:"CType",value:[{name:"STRING",number:0},{name:"CORD",number:1},{name:"STRING_PIECE",number:2}]},{name:"JSType",value:[{name:"JS_NORMAL",number:0},{name:"JS_STRING",number:1},{name:"JS_NUMBER",number:2}]},{name:"OptionRetention",value:[{name:"RETENTION_UNKNOWN",number:0},{name:"RETENTION_RUNTIME",number:1},{name:"RETENTION_SOURCE",number:2}]},{name:"OptionTargetType",value:[{name:"TARGET_TYPE_UNKNOWN",number:0},{name:"TARGET_TYPE_FILE",number:1},{name:"TARGET_TYPE_EXTENSION_RANGE",number:2},{name:"TARGET_TYPE_MESSAGE",number:3},{name:"TARGET_TYPE_FIELD",number:4},{name:"TARGET_TYPE_ONEOF",number:5},{name:"TARGET_TYPE_ENUM",number:6},{name:"TARGET_TYPE_ENUM_ENTRY",number:7},{name:"TARGET_TYPE_SERVICE",number:8},{name:"TARGET_TYPE_METHOD",number:9}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"OneofOptions",field:[{name:"features",number:1,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"EnumOptions",field:[{name:"allow_alias",number:2,type:8,label:1},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"deprecated_legacy_json_field_conflicts",number:6,type:8,label:1,options:{deprecated:!0}},{name:"features",number:7,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"EnumValueOptions",field:[{name:"deprecated",number:1,type:8,label:1,defaultValue:"false"},{name:"features",number:2,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"debug_redact",number:3,type:8,label:1,defaultValue:"false"},{name:"feature_support",number:4,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"ServiceOptions",field:[{name:"features",number:34,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"MethodOptions",field:[{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"idempotency_level",number:34,type:14,label:1,typeName:".google.protobuf.MethodOptions.IdempotencyLevel",defaultValue:"IDEMPOTENCY_UNKNOWN"},{name:"features",number:35,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"IdempotencyLevel",value:[{name:"IDEMPOTENCY_UNKNOWN",number:0},{name:"NO_SIDE_EFFECTS",number:1},{name:"IDEMPOTENT",number:2}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"UninterpretedOption",field:[{name:"name",number:2,type:11,label:3,typeName:".google.protobuf.UninterpretedOption.NamePart"},{name:"identifier_value",number:3,type:9,label:1},{name:"positive_int_value",number:4,type:4,label:1},{name:"negative_int_value",number:5,type:3,label:1},{name:"double_value",number:6,type:1,label:1},{name:"string_value",number:7,type:12,label:1},{name:"aggregate_value",number:8,type:9,label:1}],nestedType:[{name:"NamePart",field:[{name:"name_part",number:1,type:9,label:2},{name:"is_extension",number:2,type:8,label:2}]}]},{name:"FeatureSet",field:[{name:"field_presence",number:1,type:14,label:1,typeName:".google.protobuf.FeatureSet.FieldPresence",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPLICIT",edition:900},{value:"IMPLICIT",edition:999},{value:"EXPLICIT",edition:1e3}]}},{name:"enum_type",number:2,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnumType",options:{retention:1,targets:[6,1],editionDefaults:[{value:"CLOSED",edition:900},{value:"OPEN",edition:999}]}},{name:"repeated_field_encoding",number:3,type:14,label:1,typeName:".google.protobuf.FeatureSet.RepeatedFieldEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPANDED",edition:900},{value:"PACKED",edition:999}]}},{name:"utf8_validation",number:4,type:14,label:1,typeName:".google.protobuf.FeatureSet.Utf8Validation",options:{retention:1,targets:[4,1],editionDefaults:[{value:"NONE",edition:900},{value:"VERIFY",edition:999}]}},{name:"message_encoding",number:5,type:14,label:1,typeName:".google.protobuf.FeatureSet.MessageEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"LENGTH_PREFIXED",edition:900}]}},{name:"json_format",number:6,type:14,label:1,typeName:".google.protobuf.FeatureSet.JsonFormat",options:{retention:1,targets:[3,6,1],editionDefaults:[{value:"LEGACY_BEST_EFFORT",edition:900},{value:"ALLOW",edition:999}]}},{name:"enforce_naming_style",number:7,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnforceNamingStyle",options:{retention:2,targets:[1,2,3,4,5,6,7,8,9],editionDefaults:[{value:"STYLE_LEGACY",edition:900},{value:"STYLE2024",edition:1001},{value:"STYLE2026",edition:1002}]}},{name:"default_symbol_visibility",number:8,type:14,label:1,typeName:".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility",options:{retention:2,targets:[1],editionDefaults:[{value:"EXPORT_ALL",edition:900},{value:"EXPORT_TOP_LEVEL",edition:1001},{value:"STRICT",edition:1002}]}},{name:"enforce_proto_limits",number:9,type:14,label:1,typeName:".google.protobuf.FeatureSet.ProtoLimitsFeature.EnforceProtoLimits",options:{retention:2,targets:[6,3,4,5],editionDefaults:[{value:"LEGACY_NO_EXPLICIT_LIMITS",edition:900},{value:"PROTO_LIMITS2026",edition:1002}]}}],nestedType:[{name:"VisibilityFeature",enumType:[{name:"DefaultSymbolVisibility",value:[{name:"DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",number:0},{name:"EXPORT_ALL",number:1},{name:"EXPORT_TOP_LEVEL",number:2},{name:"LOCAL_ALL",number:3},{name:"STRICT",number:4}]}]},{name:"ProtoLimitsFeature",enumType:[{name:"EnforceProtoLimits",value:[{name:"PROTO_LIMITS_UNKNOWN",number:0},{name:"LEGACY_NO_EXPLICIT_LIMITS",number:1},{name:"PROTO_LIMITS2026",number:2}]}]}],enumType:[{name:"FieldPresence",value:[{name:"FIELD_PRESENCE_UNKNOWN",number:0},{name:"EXPLICIT",number:1},{name:"IMPLICIT",number:2},{name:"LEGACY_REQUIRED",number:3}]},{name:"EnumType",value:[{name:"ENUM_TYPE_UNKNOWN",number:0},{name:"OPEN",number:1},{name:"CLOSED",number:2}]},{name:"RepeatedFieldEncoding",value:[{name:"REPEATED_FIELD_ENCODING_UNKNOWN",number:0},{name:"PACKED",number:1},{name:"EXPANDED",number:2}]},{name:"Utf8Validation",value:[{name:"UTF8_VALIDATION_UNKNOWN",number:0},{name:"VERIFY",number:2},{name:"NONE",number:3}]},{name:"MessageEncoding",value:[{name:"MESSAGE_ENCODING_UNKNOWN",number:0},{name:"LENGTH_PREFIXED",number:1},{name:"DELIMITED",number:2}]},{name:"JsonFormat",value:[{name:"JSON_FORMAT_UNKNOWN",number:0},{name:"ALLOW",number:1},{name:"LEGACY_BEST_EFFORT",number:2}]},{name:"EnforceNamingStyle",value:[{name:"ENFORCE_NAMING_STYLE_UNKNOWN",number:0},{name:"STYLE2024",number:1},{name:"STYLE_LEGACY",number:2},{name:"STYLE2026",number:3}]}],extensionRange:[{start:1e3,end:9995},{start:9995,end:1e4},{start:1e4,end:10001}]},{name:"FeatureSetDefaults",field:[{name:"defaults",number:1,type:11,label:3,typeName:".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault"},{name:"minimum_edition",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"maximum_edition",number:5,type:14,label:1,typeName:".google.protobuf.Edition"}],nestedType:[{name:"FeatureSetEditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"overridable_features",number:4,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"fixed_features",number:5,type:11,label:1,typeName:".google.protobuf.FeatureSet"}]}]},{name:"SourceCodeInfo",field:[{name:"location",number:1,type:11,label:3,typeName:".google.protobuf.SourceCodeInfo.Location"}],nestedType:[{name:"Location",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"span",number:2,type:5,label:3,options:{packed:!0}},{name:"leading_comments",number:3,type:9,label:1},{name:"trailing_comments",number:4,type:9,label:1},{name:"leading_detached_comments",number:6,type:9,label:3}]}],extensionRange:[{start:536e6,end:536000001}]},{name:"GeneratedCodeInfo",field:[{name:"annotation",number:1,type:11,label:3,typeName:".google.protobuf.GeneratedCodeInfo.Annotation"}],nestedType:[{name:"Annotation",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"source_file",number:2,type:9,label:1},{name:"begin",number:3,type:5,label:1},{name:"end",number:4,type:5,label:1},{name:"semantic",number:5,type:14,label:1,typeName:".google.protobuf.GeneratedCodeInfo.Annotation.Semantic"}],enumType:[{name:"Semantic",value:[{name:"NONE",number:0},{name:"SET",number:1},{name:"ALIAS",number:2}]}]}]}],enumType:[{name:"Edition",value:[{name:"EDITION_UNKNOWN",number:0},{name:"EDITION_LEGACY",number:900},{name:"EDITION_PROTO2",number:998},{name:"EDITION_PROTO3",number:999},{name:"EDITION_2023",number:1e3},{name:"EDITION_2024",number:1001},{name:"EDITION_2026",number:1002},{name:"EDITION_UNSTABLE",number:9999},{name:"EDITION_1_TEST_ONLY",number:1},{name:"EDITION_2_TEST_ONLY",number:2},{name:"EDITION_99997_TEST_ONLY",number:99997},{name:"EDITION_99998_TEST_ONLY",number:99998},{name:"EDITION_99999_TEST_ONLY",number:99999},{name:"EDITION_MAX",number:2147483647}]},{name:"SymbolVisibility",value:[{name:"VISIBILITY_UNSET",number:0},{name:"VISIBILITY_LOCAL",number:1},{name:"VISIBILITY_EXPORT",number:2}]}]});var Os=U(Yd,1);var Ss;(function(e){e[e.DECLARATION=0]="DECLARATION",e[e.UNVERIFIED=1]="UNVERIFIED"})(Ss||(Ss={}));var As;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.GROUP=10]="GROUP",e[e.MESSAGE=11]="MESSAGE",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.ENUM=14]="ENUM",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(As||(As={}));var xs;(function(e){e[e.OPTIONAL=1]="OPTIONAL",e[e.REPEATED=3]="REPEATED",e[e.REQUIRED=2]="REQUIRED"})(xs||(xs={}));var Ns;(function(e){e[e.SPEED=1]="SPEED",e[e.CODE_SIZE=2]="CODE_SIZE",e[e.LITE_RUNTIME=3]="LITE_RUNTIME"})(Ns||(Ns={}));var Is;(function(e){e[e.STRING=0]="STRING",e[e.CORD=1]="CORD",e[e.STRING_PIECE=2]="STRING_PIECE"})(Is||(Is={}));var Rs;(function(e){e[e.JS_NORMAL=0]="JS_NORMAL",e[e.JS_STRING=1]="JS_STRING",e[e.JS_NUMBER=2]="JS_NUMBER"})(Rs||(Rs={}));var Vs;(function(e){e[e.RETENTION_UNKNOWN=0]="RETENTION_UNKNOWN",e[e.RETENTION_RUNTIME=1]="RETENTION_RUNTIME",e[e.RETENTION_SOURCE=2]="RETENTION_SOURCE"})(Vs||(Vs={}));var Ts;(function(e){e[e.TARGET_TYPE_UNKNOWN=0]="TARGET_TYPE_UNKNOWN",e[e.TARGET_TYPE_FILE=1]="TARGET_TYPE_FILE",e[e.TARGET_TYPE_EXTENSION_RANGE=2]="TARGET_TYPE_EXTENSION_RANGE",e[e.TARGET_TYPE_MESSAGE=3]="TARGET_TYPE_MESSAGE",e[e.TARGET_TYPE_FIELD=4]="TARGET_TYPE_FIELD",e[e.TARGET_TYPE_ONEOF=5]="TARGET_TYPE_ONEOF",e[e.TARGET_TYPE_ENUM=6]="TARGET_TYPE_ENUM",e[e.TARGET_TYPE_ENUM_ENTRY=7]="TARGET_TYPE_ENUM_ENTRY",e[e.TARGET_TYPE_SERVICE=8]="TARGET_TYPE_SERVICE",e[e.TARGET_TYPE_METHOD=9]="TARGET_TYPE_METHOD"})(Ts||(Ts={}));var gn;(function(e){e[e.IDEMPOTENCY_UNKNOWN=0]="IDEMPOTENCY_UNKNOWN",e[e.NO_SIDE_EFFECTS=1]="NO_SIDE_EFFECTS",e[e.IDEMPOTENT=2]="IDEMPOTENT"})(gn||(gn={}));var Ls;(function(e){e[e.DEFAULT_SYMBOL_VISIBILITY_UNKNOWN=0]="DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",e[e.EXPORT_ALL=1]="EXPORT_ALL",e[e.EXPORT_TOP_LEVEL=2]="EXPORT_TOP_LEVEL",e[e.LOCAL_ALL=3]="LOCAL_ALL",e[e.STRICT=4]="STRICT"})(Ls||(Ls={}));var Zs;(function(e){e[e.PROTO_LIMITS_UNKNOWN=0]="PROTO_LIMITS_UNKNOWN",e[e.LEGACY_NO_EXPLICIT_LIMITS=1]="LEGACY_NO_EXPLICIT_LIMITS",e[e.PROTO_LIMITS2026=2]="PROTO_LIMITS2026"})(Zs||(Zs={}));var $s;(function(e){e[e.FIELD_PRESENCE_UNKNOWN=0]="FIELD_PRESENCE_UNKNOWN",e[e.EXPLICIT=1]="EXPLICIT",e[e.IMPLICIT=2]="IMPLICIT",e[e.LEGACY_REQUIRED=3]="LEGACY_REQUIRED"})($s||($s={}));var Bs;(function(e){e[e.ENUM_TYPE_UNKNOWN=0]="ENUM_TYPE_UNKNOWN",e[e.OPEN=1]="OPEN",e[e.CLOSED=2]="CLOSED"})(Bs||(Bs={}));var Ms;(function(e){e[e.REPEATED_FIELD_ENCODING_UNKNOWN=0]="REPEATED_FIELD_ENCODING_UNKNOWN",e[e.PACKED=1]="PACKED",e[e.EXPANDED=2]="EXPANDED"})(Ms||(Ms={}));var Gs;(function(e){e[e.UTF8_VALIDATION_UNKNOWN=0]="UTF8_VALIDATION_UNKNOWN",e[e.VERIFY=2]="VERIFY",e[e.NONE=3]="NONE"})(Gs||(Gs={}));var Us;(function(e){e[e.MESSAGE_ENCODING_UNKNOWN=0]="MESSAGE_ENCODING_UNKNOWN",e[e.LENGTH_PREFIXED=1]="LENGTH_PREFIXED",e[e.DELIMITED=2]="DELIMITED"})(Us||(Us={}));var Cs;(function(e){e[e.JSON_FORMAT_UNKNOWN=0]="JSON_FORMAT_UNKNOWN",e[e.ALLOW=1]="ALLOW",e[e.LEGACY_BEST_EFFORT=2]="LEGACY_BEST_EFFORT"})(Cs||(Cs={}));var Fs;(function(e){e[e.ENFORCE_NAMING_STYLE_UNKNOWN=0]="ENFORCE_NAMING_STYLE_UNKNOWN",e[e.STYLE2024=1]="STYLE2024",e[e.STYLE_LEGACY=2]="STYLE_LEGACY",e[e.STYLE2026=3]="STYLE2026"})(Fs||(Fs={}));var Ys;(function(e){e[e.NONE=0]="NONE",e[e.SET=1]="SET",e[e.ALIAS=2]="ALIAS"})(Ys||(Ys={}));var Ws;(function(e){e[e.EDITION_UNKNOWN=0]="EDITION_UNKNOWN",e[e.EDITION_LEGACY=900]="EDITION_LEGACY",e[e.EDITION_PROTO2=998]="EDITION_PROTO2",e[e.EDITION_PROTO3=999]="EDITION_PROTO3",e[e.EDITION_2023=1e3]="EDITION_2023",e[e.EDITION_2024=1001]="EDITION_2024",e[e.EDITION_2026=1002]="EDITION_2026",e[e.EDITION_UNSTABLE=9999]="EDITION_UNSTABLE",e[e.EDITION_1_TEST_ONLY=1]="EDITION_1_TEST_ONLY",e[e.EDITION_2_TEST_ONLY=2]="EDITION_2_TEST_ONLY",e[e.EDITION_99997_TEST_ONLY=99997]="EDITION_99997_TEST_ONLY",e[e.EDITION_99998_TEST_ONLY=99998]="EDITION_99998_TEST_ONLY",e[e.EDITION_99999_TEST_ONLY=99999]="EDITION_99999_TEST_ONLY",e[e.EDITION_MAX=2147483647]="EDITION_MAX"})(Ws||(Ws={}));var _s;(function(e){e[e.VISIBILITY_UNSET=0]="VISIBILITY_UNSET",e[e.VISIBILITY_LOCAL=1]="VISIBILITY_LOCAL",e[e.VISIBILITY_EXPORT=2]="VISIBILITY_EXPORT"})(_s||(_s={}));function Ko(e){return Object.assign(Object.assign({readUnknownFields:!0,recursionLimit:100},e),{depth:0})}function Re(e,t,n){let o=L(e);return jo(e).read(o,new ve(t),Ko(n),t.byteLength),o}var Ds=new WeakMap;function jo(e){let t=Ds.get(e);return t===void 0&&(t=Wd(e)),t}function Wd(e){let t=String(e),n=new Map,o={read:_d(t,n),readGroup:Od(t,n)};Ds.set(e,o);for(let r of e.fields)n.set(r.number,Ks(r));return o}function _d(e,t){return(n,o,r,a)=>{var s;if(++r.depth>r.recursionLimit)throw new Error(`cannot decode ${e} from binary: maximum recursion depth of ${r.recursionLimit} reached`);let i=o.pos+a,l=(s=n.$unknown)!==null&&s!==void 0?s:[];for(;o.pos<i;){let[c,f]=o.tag(),p=t.get(c);if(p===void 0){let w=o.skip(f,c,r.recursionLimit-r.depth);r.readUnknownFields&&l.push({no:c,wireType:f,data:w});continue}p(n,o,r,f)}l.length>0&&(n.$unknown=l),r.depth--}}function Od(e,t){return(n,o,r,a)=>{var s;if(++r.depth>r.recursionLimit)throw new Error(`cannot decode ${e} from binary: maximum recursion depth of ${r.recursionLimit} reached`);let i,l,c=(s=n.$unknown)!==null&&s!==void 0?s:[];for(;o.pos<o.len&&([i,l]=o.tag(),l!=$.EndGroup);){let f=t.get(i);if(f===void 0){let p=o.skip(l,i,r.recursionLimit-r.depth);r.readUnknownFields&&c.push({no:i,wireType:l,data:p});continue}f(n,o,r,l)}if(l!=$.EndGroup||i!==a)throw new Error("invalid end group tag");c.length>0&&(n.$unknown=c),r.depth--}}function Xs(e,t,n,o,r){Ks(n)(e[K],t,r,o)}function Ks(e){switch(e.fieldKind){case"scalar":return Dd(e);case"enum":return Xd(e);case"message":return Kd(e);case"list":return jd(e);case"map":return Jd(e)}}function Dd(e){let t=bn(e.scalar,e.utf8Validation,e.longAsString),n=e.localName;if(e.oneof){let o=e.oneof.localName;return(r,a)=>{r[o]={case:n,value:t(a)}}}return(o,r)=>{o[n]=t(r)}}function Xd(e){var t;let n=e.localName,o=(t=e.oneof)===null||t===void 0?void 0:t.localName;if(e.enum.open)return o!==void 0?(s,i)=>{s[o]={case:n,value:i.int32()}}:(s,i)=>{s[n]=i.int32()};let r=e.enum.values,a=e.number;return(s,i,l,c)=>{var f;let p=i.int32();if(r.some(w=>w.number===p))o!==void 0?s[o]={case:n,value:p}:s[n]=p;else if(l.readUnknownFields){let w=[];Sa(p,w);let m=(f=s.$unknown)!==null&&f!==void 0?f:[];m.push({no:a,wireType:c,data:new Uint8Array(w)}),s.$unknown=m}}}function Kd(e){let t=e.localName,{toMessage:n,toLocal:o}=oe(e),r=js(e);if(e.oneof){let a=e.oneof.localName;return(s,i,l)=>{let c=s[a],f=n(c.case===t?c.value:void 0);r(f,i,l),s[a]={case:t,value:o(f)}}}return(a,s,i)=>{let l=n(a[t]);r(l,s,i),a[t]=o(l)}}function js(e){let t=jo(e.message);if(e.delimitedEncoding){let n=e.number;return(o,r,a)=>t.readGroup(o,r,a,n)}return(n,o,r)=>t.read(n,o,r,o.uint32())}function jd(e){let t=e.localName;if(e.listKind=="message"){let{toMessage:s,toLocal:i}=oe(e),l=js(e);return(c,f,p)=>{let w=s(void 0);l(w,f,p),c[t].push(i(w))}}let n=e.listKind=="enum"?h.INT32:e.scalar,o=e.listKind=="scalar"?e.longAsString:!1,r=bn(n,e.utf8Validation,o),a=n!=h.STRING&&n!=h.BYTES;return(s,i,l,c)=>{let f=s[t];if(c==$.LengthDelimited&&a){let p=i.uint32()+i.pos;for(;i.pos<p;)f.push(r(i))}else f.push(r(i))}}function Jd(e){let t=e.localName,n=bn(e.mapKey,e.utf8Validation,!1),o=z(e.mapKey,!1),r,a;switch(e.mapKind){case"scalar":{let s=e.scalar,i=bn(s,e.utf8Validation,!1);if(r=l=>i(l),s==h.BYTES)a=()=>new Uint8Array(0);else{let l=z(s,!1);a=()=>l}break}case"enum":{let s=e.enum.values[0].number;r=i=>i.int32(),a=()=>s;break}case"message":{let{toMessage:s,toLocal:i}=oe(e),l=jo(e.message).read;r=(c,f,p)=>{let w=s(p);return l(w,c,f,c.uint32()),i(w)},a=()=>i(s(void 0));break}}return(s,i,l)=>{let c=s[t],f,p,w=i.uint32(),m=i.pos+w;for(;i.pos<m;){let[g,b]=i.tag();switch(g){case 1:f=n(i);break;case 2:p=r(i,l,p);break;default:i.skip(b,g,l.recursionLimit-l.depth)}}f===void 0&&(f=o),p===void 0&&(p=a()),P(c,f,p)}}function bn(e,t,n){switch(e){case h.STRING:return o=>o.string(t);case h.BOOL:return o=>o.bool();case h.DOUBLE:return o=>o.double();case h.FLOAT:return o=>o.float();case h.INT32:return o=>o.int32();case h.INT64:return n?o=>String(o.int64()):o=>o.int64();case h.UINT64:return n?o=>String(o.uint64()):o=>o.uint64();case h.FIXED64:return n?o=>String(o.fixed64()):o=>o.fixed64();case h.BYTES:return o=>o.bytes();case h.FIXED32:return o=>o.fixed32();case h.SFIXED32:return o=>o.sfixed32();case h.SFIXED64:return n?o=>String(o.sfixed64()):o=>o.sfixed64();case h.SINT64:return n?o=>String(o.sint64()):o=>o.sint64();case h.UINT32:return o=>o.uint32();case h.SINT32:return o=>o.sint32()}}function Q(e,t){var n;let o=Re(Os,He(e));return o.messageType.forEach(Nt),o.dependency=(n=t?.map(a=>a.proto.name))!==null&&n!==void 0?n:[],pn(o,a=>t?.find(s=>s.proto.name===a)).getFile(o.name)}var Js=Q("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");var yn=Q("Ch5nb29nbGUvcHJvdG9idWYvZHVyYXRpb24ucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIqCghEdXJhdGlvbhIPCgdzZWNvbmRzGAEgASgDEg0KBW5hbm9zGAIgASgFQoMBChNjb20uZ29vZ2xlLnByb3RvYnVmQg1EdXJhdGlvblByb3RvUAFaMWdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2R1cmF0aW9ucGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");var Jo=Q("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),Qs=U(Jo,0);var Qd=2,Pd=3,Ps={writeUnknownFields:!0};function zd(e){return e?Object.assign(Object.assign({},Ps),e):Ps}function Vt(e,t,n){let o=new Pe;return Qo(e)(o,zd(n),t),o.finish()}var zs=new WeakMap;function Qo(e){let t=zs.get(e);return t===void 0&&(t=Hd(e)),t}function Hd(e){let t=e.typeName,n=e.fields.concat().sort((s,i)=>s.number-i.number),o=n[0],r=[],a=(s,i,l)=>{if(l.$typeName!==t&&o!==void 0)throw new R(o,`cannot use ${o} with message ${l.$typeName}`,"ForeignFieldError");for(let f=0;f<r.length;f++)r[f](s,i,l);let c=l.$unknown;if(c!==void 0&&i.writeUnknownFields)for(let f=0;f<c.length;f++){let{no:p,wireType:w,data:m}=c[f];s.tag(p,w).raw(m)}};zs.set(e,a);for(let s of n)r.push(Hs(s));return a}function Hs(e){switch(e.fieldKind){case"message":case"scalar":case"enum":return qd(e);case"list":return tu(e);case"map":return nu(e)}}function qd(e){let t=eu(e),n=e.localName;if(e.oneof){let o=e.oneof.localName;return(r,a,s)=>{let i=s[o];i.case===n&&t(r,a,i.value)}}if(e.presence!=Qd){let o=e.presence==Pd?`cannot encode ${e} to binary: required field not set`:void 0;return(r,a,s)=>{let i=s[n];if(i!==void 0&&Object.prototype.hasOwnProperty.call(s,n))t(r,a,i);else if(o!==void 0)throw new Error(o)}}if(e.fieldKind=="enum"){let o=e.enum.values[0].number;return(r,a,s)=>{let i=s[n];i!==o&&t(r,a,i)}}switch(e.scalar){case h.BOOL:return(o,r,a)=>{let s=a[n];s!==!1&&t(o,r,s)};case h.STRING:return(o,r,a)=>{let s=a[n];s!==""&&t(o,r,s)};case h.BYTES:return(o,r,a)=>{let s=a[n];(!(s instanceof Uint8Array)||s.byteLength>0)&&t(o,r,s)};case h.DOUBLE:case h.FLOAT:return(o,r,a)=>{let s=a[n];Object.is(s,0)||t(o,r,s)};default:return(o,r,a)=>{let s=a[n];s!=0&&t(o,r,s)}}}function eu(e){switch(e.fieldKind){case"message":{let{toMessage:t}=oe(e),n=ei(e);return(o,r,a)=>{n(o,r,t(a))}}case"scalar":case"enum":{let t=e.fieldKind=="enum"?h.INT32:e.scalar,n=e.number,o=kn(t),r=wn(t,e.parent.typeName,e.name);return(a,s,i)=>{a.tag(n,o),r(a,i)}}}}function tu(e){let t=e.localName,n=e.number;switch(e.listKind){case"message":{let{toMessage:o}=oe(e),r=ei(e);return(a,s,i)=>{let l=i[t];for(let c=0;c<l.length;c++)r(a,s,o(l[c]))}}case"scalar":case"enum":{let o=e.listKind=="enum"?h.INT32:e.scalar,r=wn(o,e.parent.typeName,e.name);if(e.packed)return(s,i,l)=>{let c=l[t];if(c.length!=0){s.tag(n,$.LengthDelimited).fork();for(let f=0;f<c.length;f++)r(s,c[f]);s.join()}};let a=kn(o);return(s,i,l)=>{let c=l[t];for(let f=0;f<c.length;f++)s.tag(n,a),r(s,c[f])}}}}function nu(e){let t=e.localName,n=e.number,o=ou(e);if(e.mapKind=="message"){let{toMessage:i}=oe(e),l=Qo(e.message);return(c,f,p)=>{let w=p[t],m=Object.keys(w);for(let g=0;g<m.length;g++){let b=m[g];c.tag(n,$.LengthDelimited).fork(),o(c,b),c.tag(2,$.LengthDelimited).fork(),l(c,f,i(w[b])),c.join(),c.join()}}}let r=e.mapKind=="enum"?h.INT32:e.scalar,a=kn(r),s=wn(r,e.parent.typeName,e.name);return(i,l,c)=>{let f=c[t],p=Object.keys(f);for(let w=0;w<p.length;w++){let m=p[w];i.tag(n,$.LengthDelimited).fork(),o(i,m),i.tag(2,a),s(i,f[m]),i.join()}}}function ou(e){let t=kn(e.mapKey),n=wn(e.mapKey,e.parent.typeName,e.name),o=ru(e.mapKey);return(r,a)=>{r.tag(1,t),n(r,o(a))}}function ru(e){switch(e){case h.STRING:return t=>t;case h.BOOL:return t=>t==="true"?!0:t==="false"?!1:t;case h.UINT64:case h.FIXED64:return t=>{try{return I.uParse(t)}catch{return t}};case h.INT64:case h.SFIXED64:case h.SINT64:return t=>{try{return I.parse(t)}catch{return t}};default:return t=>{let n=Number.parseInt(t);return Number.isFinite(n)?n:t}}}function wn(e,t,n){let o=au(e);return(r,a)=>{try{o(r,a)}catch(s){throw s instanceof Error?new Error(`cannot encode field ${t}.${n} to binary: ${s.message}`):s}}}function au(e){switch(e){case h.STRING:return(t,n)=>t.string(n);case h.BOOL:return(t,n)=>t.bool(n);case h.DOUBLE:return(t,n)=>t.double(n);case h.FLOAT:return(t,n)=>t.float(n);case h.INT32:return(t,n)=>t.int32(n);case h.INT64:return(t,n)=>t.int64(n);case h.UINT64:return(t,n)=>t.uint64(n);case h.FIXED64:return(t,n)=>t.fixed64(n);case h.BYTES:return(t,n)=>t.bytes(n);case h.FIXED32:return(t,n)=>t.fixed32(n);case h.SFIXED32:return(t,n)=>t.sfixed32(n);case h.SFIXED64:return(t,n)=>t.sfixed64(n);case h.SINT64:return(t,n)=>t.sint64(n);case h.UINT32:return(t,n)=>t.uint32(n);case h.SINT32:return(t,n)=>t.sint32(n)}}function qs(e,t,n,o){Hs(o)(e,t,n[K])}function ei(e){let t=e.number,n=Qo(e.message);return e.delimitedEncoding?(o,r,a)=>{o.tag(t,$.StartGroup),n(o,r,a),o.tag(t,$.EndGroup)}:(o,r,a)=>{o.tag(t,$.LengthDelimited).fork(),n(o,r,a),o.join()}}function kn(e){switch(e){case h.BYTES:case h.STRING:return $.LengthDelimited;case h.DOUBLE:case h.FIXED64:case h.SFIXED64:return $.Bit64;case h.FIXED32:case h.SFIXED32:case h.FLOAT:return $.Bit32;default:return $.Varint}}function Tt(e,t,n){let o=!1;return n||(n=L(Qs),o=!0),n.value=Vt(e,t),n.typeUrl=lu(t.$typeName),o?n:void 0}function iu(e,t){if(e.typeUrl==="")return!1;let n=typeof t=="string"?t:t.typeName,o=ti(e.typeUrl);return n===o}function se(e,t){if(e.typeUrl==="")return;let n=t.kind=="message"?t:t.getMessage(ti(e.typeUrl));if(!(!n||!iu(e,n)))return Re(n,e.value)}function lu(e){return`type.googleapis.com/${e}`}function ti(e){let t=e.lastIndexOf("/"),n=t>=0?e.substring(t+1):e;if(!n.length)throw new Error(`invalid type url: ${e}`);return n}var Po=Q("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),ni=U(Po,0),zo=U(Po,1),oi=U(Po,2),En;(function(e){e[e.NULL_VALUE=0]="NULL_VALUE"})(En||(En={}));function ri(e,t,n){si(t,e);let o=cu(e.$unknown,t),[r,a,s]=et(t),i=Ko(n);for(let l of o)Xs(r,new ve(l.data),a,l.wireType,i);return s()}function ai(e,t,n){var o;si(t,e);let r=((o=e.$unknown)!==null&&o!==void 0?o:[]).filter(c=>c.no!==t.number),[a,s]=et(t,n),i=new Pe;qs(i,{writeUnknownFields:!0},a,s);let l=new ve(i.finish());for(;l.pos<l.len;){let[c,f]=l.tag(),p=l.skip(f,c);r.push({no:c,wireType:f,data:p})}e.$unknown=r}function cu(e,t){if(e===void 0)return[];if(t.fieldKind==="enum"||t.fieldKind==="scalar"){for(let n=e.length-1;n>=0;--n)if(e[n].no==t.number)return[e[n]];return[]}return e.filter(n=>n.no===t.number)}function et(e,t){let n=e.typeName,o=Object.assign(Object.assign({},e),{kind:"field",parent:e.extendee,localName:n}),r=Object.assign(Object.assign({},e.extendee),{fields:[o],members:[o],oneofs:[]}),a=L(r,t!==void 0?{[n]:t}:void 0);return[At(r,a),o,()=>{let s=a[n];if(s===void 0){let i=e.message;return ae(i)?z(i.fields[0].scalar,i.fields[0].longAsString):L(i)}return s}]}function si(e,t){if(e.extendee.typeName!=t.$typeName)throw new Error(`extension ${e.typeName} can only be applied to message ${e.extendee.typeName}`)}var vn=Date.parse("0001-01-01T00:00:00Z"),Sn=Date.parse("9999-12-31T23:59:59Z"),An=-315576e6,xn=315576e6;var du=3,uu=2,ii={alwaysEmitImplicit:!1,enumAsInteger:!1,useProtoFieldName:!1};function fu(e){return e?Object.assign(Object.assign({},ii),e):ii}function hu(e,t,n){return Nn(e)(fu(n),t)}function ci(e,t,n){var o;let r=hu(e,t,n);return JSON.stringify(r,null,(o=n?.prettySpaces)!==null&&o!==void 0?o:0)}var Ho=new WeakMap;function Nn(e){let t=Ho.get(e);return t===void 0&&(t=pu(e)),t}function pu(e){let t=e.typeName,n=gu(e);if(n!==void 0){let i=e.fields[0],l=(c,f)=>{if(f.$typeName!==t&&i!==void 0)throw new R(i,`cannot use ${i} with message ${f.$typeName}`,"ForeignFieldError");return n(c,f)};return Ho.set(e,l),l}let o=e.fields.concat().sort((i,l)=>i.number-l.number),r=o[0],a=[],s=(i,l)=>{if(l.$typeName!==t&&r!==void 0)throw new R(r,`cannot use ${r} with message ${l.$typeName}`,"ForeignFieldError");let c={};for(let f=0;f<a.length;f++)a[f](i,l,c);return i.registry&&vu(c,i,i.registry,l,e),c};Ho.set(e,s);for(let i of o){let l=bu(i);a.push(i.jsonName==="__proto__"||i.name==="__proto__"?mu(l):l)}return s}function mu(e){return(t,n,o)=>{let r=Object.create(null);e(t,n,r);for(let a of Object.keys(r))P(o,a,r[a])}}function gu(e){if(e.typeName.startsWith("google.protobuf."))switch(e.typeName){case"google.protobuf.Any":return(t,n)=>Su(n,t);case"google.protobuf.Timestamp":return(t,n)=>Nu(n);case"google.protobuf.Duration":return(t,n)=>Au(n);case"google.protobuf.FieldMask":return(t,n)=>xu(n);case"google.protobuf.Struct":return(t,n)=>hi(n);case"google.protobuf.Value":return(t,n)=>tr(n);case"google.protobuf.ListValue":return(t,n)=>pi(n);default:if(ae(e)){let t=e.fields[0],n=t.localName,o=z(t.scalar,!1),r=In(t);return(a,s)=>{let i=s[n];return r(a,i===void 0?o:i)}}return}}function bu(e){switch(e.fieldKind){case"scalar":case"enum":case"message":return yu(e);case"list":case"map":{let t=e.fieldKind=="list"?ui(e):fi(e),n=e.name,o=e.jsonName,r=e.localName;return(a,s,i)=>{let l=t(a,s[r]);l!==void 0&&(i[a.useProtoFieldName?n:o]=l)}}}}function yu(e){let t=di(e),n=e.name,o=e.jsonName,r=e.localName;if(e.oneof){let a=e.oneof.localName;return(s,i,l)=>{let c=i[a];c.case===r&&(l[s.useProtoFieldName?n:o]=t(s,c.value))}}if(e.presence!=uu){let a=e.presence==du?`cannot encode ${e} to JSON: required field not set`:void 0;return(s,i,l)=>{let c=i[r];if(c!==void 0&&Object.prototype.hasOwnProperty.call(i,r))l[s.useProtoFieldName?n:o]=t(s,c);else if(a!==void 0)throw new Error(a)}}if(e.fieldKind=="enum"){let a=e.enum.values[0].number;return(s,i,l)=>{let c=i[r];(c!==a||s.alwaysEmitImplicit)&&(l[s.useProtoFieldName?n:o]=t(s,c))}}switch(e.scalar){case h.BOOL:return(a,s,i)=>{let l=s[r];(l!==!1||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case h.STRING:return(a,s,i)=>{let l=s[r];(l!==""||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case h.BYTES:return(a,s,i)=>{let l=s[r];(!(l instanceof Uint8Array)||l.byteLength>0||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case h.DOUBLE:case h.FLOAT:return(a,s,i)=>{let l=s[r];(!Object.is(l,0)||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};default:return(a,s,i)=>{let l=s[r];(l!=0||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))}}}function wu(e){switch(e.fieldKind){case"scalar":case"enum":case"message":return di(e);case"list":return ui(e);case"map":return fi(e)}}function di(e){switch(e.fieldKind){case"scalar":return In(e);case"enum":return er(e);case"message":return qo(e)}}function qo(e){let{toMessage:t}=oe(e),n=Nn(e.message);return(o,r)=>n(o,t(r))}function ui(e){let t=ku(e);return(n,o)=>{let r=o;if(r.length==0&&!n.alwaysEmitImplicit)return;let a=[];for(let s=0;s<r.length;s++)a.push(t(n,r[s]));return a}}function ku(e){switch(e.listKind){case"scalar":return In(e);case"enum":return er(e);case"message":return qo(e)}}function fi(e){let t=Eu(e);return(n,o)=>{let r=o,a=Object.keys(r);if(a.length==0&&!n.alwaysEmitImplicit)return;let s={};for(let i=0;i<a.length;i++){let l=a[i];P(s,l,t(n,r[l]))}return s}}function Eu(e){switch(e.mapKind){case"scalar":return In(e);case"enum":return er(e);case"message":return qo(e)}}function er(e){let t=e.enum;return t.typeName=="google.protobuf.NullValue"?(n,o)=>{if(typeof o!="number")throw li(t,o);return null}:(n,o)=>{var r,a;if(typeof o!="number")throw li(t,o);return n.enumAsInteger?o:(a=(r=t.value[o])===null||r===void 0?void 0:r.jsonName)!==null&&a!==void 0?a:o}}function li(e,t){return new Error(`cannot encode ${e} to JSON: expected number, got ${Y(t)}`)}function In(e){switch(e.scalar){case h.INT32:case h.SFIXED32:case h.SINT32:case h.FIXED32:case h.UINT32:return(t,n)=>{if(typeof n!="number")throw tt(e,n);return n};case h.FLOAT:case h.DOUBLE:return(t,n)=>{if(typeof n!="number")throw tt(e,n);return Number.isNaN(n)?"NaN":n===Number.POSITIVE_INFINITY?"Infinity":n===Number.NEGATIVE_INFINITY?"-Infinity":n};case h.STRING:return(t,n)=>{if(typeof n!="string")throw tt(e,n);return n};case h.BOOL:return(t,n)=>{if(typeof n!="boolean")throw tt(e,n);return n};case h.UINT64:case h.FIXED64:case h.INT64:case h.SFIXED64:case h.SINT64:return(t,n)=>{if(typeof n=="bigint"||typeof n=="string"||typeof n=="number"&&Number.isInteger(n))return n.toString();throw tt(e,n)};case h.BYTES:return(t,n)=>{if(n instanceof Uint8Array)return xt(n);throw tt(e,n)}}}function tt(e,t){var n;return new Error(`cannot encode ${e} to JSON: ${(n=an(e,t))===null||n===void 0?void 0:n.message}`)}function vu(e,t,n,o,r){let a=o.$unknown;if(a===void 0)return;let s=new Set;for(let i=0;i<a.length;i++){let{no:l}=a[i];if(!s.has(l)){s.add(l);let c=n.getExtensionFor(r,l);if(!c)continue;let f=ri(o,c),[p,w]=et(c,f),m=p[K],g=wu(w)(t,m[w.localName]);g!==void 0&&(e[c.jsonName]=g)}}}function Su(e,t){if(e.typeUrl==="")return{};let{registry:n}=t,o,r;if(n&&(o=se(e,n),o&&(r=n.getMessage(o.$typeName))),!r||!o)throw new Error(`cannot encode message ${e.$typeName} to JSON: "${e.typeUrl}" is not in the type registry`);let a=on(r)?{value:Nn(r)(t,o)}:Nn(r)(t,o);return a["@type"]=e.typeUrl,a}function Au(e){let t=Number(e.seconds),n=e.nanos;if(t>xn||t<An)throw new Error(`cannot encode message ${e.$typeName} to JSON: value out of range`);if(t>0&&n<0||t<0&&n>0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos sign must match seconds sign`);let o=e.seconds.toString();if(n!==0){let r=Math.abs(n).toString();r="0".repeat(9-r.length)+r,r.substring(3)==="000000"?r=r.substring(0,3):r.substring(6)==="000"&&(r=r.substring(0,6)),o+="."+r,n<0&&t==0&&(o="-"+o)}return o+"s"}function xu(e){return e.paths.map(t=>{if(fn(Ne(t))!==t)throw new Error(`cannot encode message ${e.$typeName} to JSON: lowerCamelCase of path name "${t}" is irreversible`);return Ne(t)}).join(",")}function hi(e){let t={},n=Object.keys(e.fields);for(let o=0;o<n.length;o++){let r=n[o];P(t,r,tr(e.fields[r]))}return t}function tr(e){switch(e.kind.case){case"nullValue":return null;case"numberValue":if(!Number.isFinite(e.kind.value))throw new Error(`${e.$typeName} cannot be NaN or Infinity`);return e.kind.value;case"boolValue":return e.kind.value;case"stringValue":return e.kind.value;case"structValue":return hi(e.kind.value);case"listValue":return pi(e.kind.value);default:throw new Error(`${e.$typeName} must have a value`)}}function pi(e){return e.values.map(tr)}function Nu(e){let t=Number(e.seconds)*1e3;if(t<vn||t>Sn)throw new Error(`cannot encode message ${e.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);if(e.nanos<0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be negative`);if(e.nanos>999999999)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be greater than 999999999`);let n="Z";if(e.nanos>0){let o=(e.nanos+1e9).toString().substring(1);o.substring(3)==="000000"?n="."+o.substring(0,3)+"Z":o.substring(6)==="000"?n="."+o.substring(0,6)+"Z":n="."+o+"Z"}return new Date(t).toISOString().replace(".000Z",n)}var Iu=2;function Ru(e){return Object.assign(Object.assign({ignoreUnknownFields:!1,recursionLimit:100},e),{depth:0})}function gi(e,t,n){return rt(e,Fu(t,e.typeName),n)}function rt(e,t,n){let o=L(e);return Vu(e,o,t,n),o}function Vu(e,t,n,o){try{nt(e)(t,n,Ru(o))}catch(r){throw Oa(r)?new Error(`cannot decode ${r.field()} from JSON: ${r.message}`,{cause:r}):r}}var nr=new WeakMap;function nt(e){let t=nr.get(e);return t===void 0&&(t=Tu(e)),t}function Tu(e){let t=String(e),n=Lu(e);if(n!==void 0){let s=(i,l,c)=>{if(++c.depth>c.recursionLimit)throw new Error(`cannot decode ${t} from JSON: maximum recursion depth of ${c.recursionLimit} reached`);n(i,l,c),c.depth--};return nr.set(e,s),s}let o=e.typeName,r=new Map,a=(s,i,l)=>{var c;if(++l.depth>l.recursionLimit)throw new Error(`cannot decode ${t} from JSON: maximum recursion depth of ${l.recursionLimit} reached`);if(i==null||Array.isArray(i)||typeof i!="object")throw new Error(`cannot decode ${t} from JSON: ${Y(i)}`);let f=new Map,p=new Set,w=Object.keys(i);for(let m=0;m<w.length;m++){let g=w[m],b=i[g],y=r.get(g);if(y!==void 0){let v=y.field;if(p.has(v))throw new R(v,"set multiple times");if(p.add(v),y.oneofScalarNullSkip&&b===null)continue;if(y.oneof){let S=f.get(y.oneof);if(S!==void 0)throw new R(y.oneof,`oneof set multiple times by ${S.name} and ${v.name}`);f.set(y.oneof,v)}y.read(s,b,l)}else{let v=g.startsWith("[")&&g.endsWith("]")?(c=l.registry)===null||c===void 0?void 0:c.getExtension(g.substring(1,g.length-1)):void 0;if(v?.extendee.typeName==o){let[S,N,B]=et(v);mi(N)(S[K],b,l),ai(s,v,B())}if(v===void 0&&!l.ignoreUnknownFields)throw new Error(`cannot decode ${t} from JSON: key "${g}" is unknown`)}}l.depth--};nr.set(e,a);for(let s of e.fields){let i={read:mi(s),field:s,oneof:s.oneof,oneofScalarNullSkip:s.oneof!==void 0&&s.fieldKind=="scalar"};r.set(s.name,i).set(s.jsonName,i)}return a}function Lu(e){if(e.typeName.startsWith("google.protobuf."))switch(e.typeName){case"google.protobuf.Any":return(t,n,o)=>Wu(t,n,o);case"google.protobuf.Timestamp":return(t,n)=>_u(t,n);case"google.protobuf.Duration":return(t,n)=>Ou(t,n);case"google.protobuf.FieldMask":return(t,n)=>Du(t,n);case"google.protobuf.Struct":return(t,n,o)=>ki(t,n,o);case"google.protobuf.Value":return(t,n,o)=>ir(t,n,o);case"google.protobuf.ListValue":return(t,n,o)=>Ei(t,n,o);default:if(ae(e)){let t=e.fields[0],n=t.localName,o=t.scalar,r=t.longAsString,a=yi(t);return(s,i)=>{i===null?s[n]=z(o,r):s[n]=a(i)}}return}}function mi(e){switch(e.fieldKind){case"scalar":return Zu(e);case"enum":return $u(e);case"message":return Bu(e);case"list":return Mu(e);case"map":return Uu(e)}}function Zu(e){let t=yi(e),n=e.localName;if(e.oneof){let r=e.oneof.localName;return(a,s)=>{a[r]={case:n,value:t(s)}}}let o=bi(e);return(r,a)=>{a===null?o(r):r[n]=t(a)}}function bi(e){let t=e.localName;if(e.presence!=Iu)return r=>{delete r[t]};if(e.fieldKind=="enum"){let r=e.enum.values[0].number;return a=>{a[t]=r}}let n=e.scalar,o=e.longAsString;return r=>{r[t]=z(n,o)}}function $u(e){let t=or(e.enum),n=rr(e.enum),o=e.localName,r=e.enum.typeName!="google.protobuf.NullValue";if(e.oneof){let s=e.oneof.localName;return(i,l,c)=>{if(l===null&&r){i[s].case===o&&(i[s]={case:void 0});return}let f=t(l,c.ignoreUnknownFields);if(f===ot)return;let p=n(f);if(p!==!0)throw new R(e,de(e,f,p));i[s]={case:o,value:f}}}let a=bi(e);return(s,i,l)=>{if(i===null&&r){a(s);return}let c=t(i,l.ignoreUnknownFields);if(c===ot)return;let f=n(c);if(f!==!0)throw new R(e,de(e,c,f));s[o]=c}}function Bu(e){let t=e.localName,{toMessage:n,toLocal:o}=oe(e),r=nt(e.message),a=e.message.typeName!="google.protobuf.Value";if(e.oneof){let s=e.oneof.localName;return(i,l,c)=>{let f=i[s];if(l===null&&a){f.case===t&&(i[s]={case:void 0});return}let p=n(f.case===t?f.value:void 0);r(p,l,c),i[s]={case:t,value:o(p)}}}return(s,i,l)=>{if(i===null&&a){delete s[t];return}let c=n(s[t]);r(c,i,l),s[t]=o(c)}}function Mu(e){let t=e.localName,n=Gu(e);return(o,r,a)=>{if(r===null)return;if(!Array.isArray(r))throw new R(e,"expected Array, got "+Y(r));let s=o[t];for(let i=0;i<r.length;i++){let l=n(r[i],a,s.length);l!==ot&&s.push(l)}}}function Gu(e){switch(e.listKind){case"scalar":{let t=ar(e),n=xe(e.scalar),o=sr(e);return(r,a,s)=>{if(r===null)throw new R(e,"list item must not be null");let i=t(r),l=n(i);if(l!==!0)throw new R(e,`list item #${s+1}: ${de(e,i,l)}`);return o(i)}}case"enum":{let t=or(e.enum),n=rr(e.enum),o=e.enum.typeName!="google.protobuf.NullValue";return(r,a,s)=>{if(r===null&&o)throw new R(e,"list item must not be null");let i=t(r,a.ignoreUnknownFields);if(i===ot)return i;let l=n(i);if(l!==!0)throw new R(e,`list item #${s+1}: ${de(e,i,l)}`);return i}}case"message":{let{toMessage:t,toLocal:n}=oe(e),o=nt(e.message),r=e.message.typeName!="google.protobuf.Value";return(a,s)=>{if(a===null&&r)throw new R(e,"list item must not be null");let i=t(void 0);return o(i,a,s),n(i)}}}}function Uu(e){let t=e.localName,n=e.mapKey,o=Cu(n),r=xe(n),a,s,i=c=>c,l=!0;switch(e.mapKind){case"scalar":{a=ar(e),s=xe(e.scalar),i=sr(e);break}case"enum":{let c=or(e.enum);a=(f,p)=>c(f,p.ignoreUnknownFields),s=rr(e.enum),l=e.enum.typeName!="google.protobuf.NullValue";break}case"message":{let{toMessage:c,toLocal:f}=oe(e),p=nt(e.message);l=e.message.typeName!="google.protobuf.Value",a=(w,m)=>{let g=c(void 0);return p(g,w,m),f(g)};break}}return(c,f,p)=>{if(f===null)return;if(typeof f!="object"||Array.isArray(f))throw new R(e,"expected object, got "+Y(f));let w=c[t],m=new Set,g=Object.keys(f);for(let b=0;b<g.length;b++){let y=g[b],v=f[y],S=o(y);if(m.has(S))throw new R(e,`duplicate map key "${y}"`);if(m.add(S),v===null&&l)throw new R(e,"map value must not be null");let N=a(v,p);if(N===ot)continue;let B=r(S);if(B!==!0)throw new R(e,`invalid map key: ${de({scalar:n},S,B)}`);if(s!==void 0){let C=s(N);if(C!==!0)throw new R(e,`map entry ${Y(S)}: ${de(e,N,C)}`)}P(w,S,i(N))}}}var ot=Symbol();function or(e){let t=e.values[0].number,n=new Map;for(let o of e.values)n.set(o.jsonName,o.number);for(let o of e.values)n.set(o.name,o.number);return(o,r)=>{if(o===null)return t;switch(typeof o){case"number":if(Number.isInteger(o))return o;break;case"string":{let a=n.get(o);if(a!==void 0)return a;if(r)return ot;break}}throw new Error(`cannot decode ${e} from JSON: ${Y(o)}`)}}function rr(e){if(e.open)return xe(h.INT32);let t=e.values;return n=>t.some(o=>o.number===n)}function yi(e){let t=ar(e),n=xe(e.scalar),o=sr(e);return r=>{let a=t(r),s=n(a);if(s!==!0)throw new R(e,de(e,a,s));return o(a)}}function ar(e){switch(e.scalar){case h.DOUBLE:case h.FLOAT:return t=>{if(t==="NaN")return NaN;if(t==="Infinity")return Number.POSITIVE_INFINITY;if(t==="-Infinity")return Number.NEGATIVE_INFINITY;if(typeof t=="number"){if(Number.isNaN(t))throw new R(e,"unexpected NaN number");if(!Number.isFinite(t))throw new R(e,"unexpected infinite number");return t}if(typeof t=="string"){if(t===""||t.trim().length!==t.length)return t;let n=Number(t);return Number.isFinite(n)?n:t}return t};case h.INT32:case h.FIXED32:case h.SFIXED32:case h.SINT32:case h.UINT32:return wi;case h.BYTES:return t=>{if(typeof t=="string"){if(t==="")return new Uint8Array(0);try{return He(t)}catch(n){let o=n instanceof Error?n.message:String(n);throw new R(e,o)}}return t};default:return t=>t}}function sr(e){let t=e.fieldKind!=="map"&&e.longAsString;switch(e.scalar){case h.INT64:case h.SFIXED64:case h.SINT64:return t?n=>String(n):n=>typeof n=="string"||typeof n=="number"?I.parse(n):n;case h.FIXED64:case h.UINT64:return t?n=>String(n):n=>typeof n=="string"||typeof n=="number"?I.uParse(n):n;default:return n=>n}}function Cu(e){switch(e){case h.BOOL:return t=>{switch(t){case"true":return!0;case"false":return!1}return t};case h.INT32:case h.FIXED32:case h.UINT32:case h.SFIXED32:case h.SINT32:return wi;case h.INT64:case h.SINT64:case h.SFIXED64:case h.UINT64:case h.FIXED64:return t=>/^-?0+$/.test(t)?"0":t.replace(/^(-?)0+(?=\d)/,"$1");default:return t=>t}}function wi(e){if(typeof e=="string"){if(e===""||e.trim().length!==e.length)return e;let t=Number(e);return Number.isNaN(t)?e:t}return e}function Fu(e,t){let n;try{n=JSON.parse(e)}catch(o){let r=o instanceof Error?o.message:String(o);throw new Error(`cannot decode message ${t} from JSON: ${r}`,{cause:o})}return Yu(e,t),n}function Yu(e,t){let n=[],o=!1,r=0;for(;r<e.length;)switch(e[r]){case"{":n.push(new Set),o=!0,r++;break;case"[":n.push(null),o=!1,r++;break;case"}":case"]":n.pop(),o=!1,r++;break;case",":o=n[n.length-1]!=null,r++;break;case":":o=!1,r++;break;case'"':{let a=r++,s=!1;for(;r<e.length;){if(e[r]=="\\"){s=!0,r+=2;continue}if(e[r]=='"')break;r++}let i=r++,l=n[n.length-1];if(o&&l){let c=s?JSON.parse(e.substring(a,i+1)):e.substring(a+1,i);if(l.has(c))throw new Error(`cannot decode message ${t} from JSON: duplicate object key "${c}"`);l.add(c)}o=!1;break}default:r++;break}}function Wu(e,t,n){var o;if(t===null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode message ${e.$typeName} from JSON: expected object but got ${Y(t)}`);if(Object.keys(t).length==0)return;let r=t["@type"];if(typeof r!="string"||r=="")throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is empty`);let a=r.includes("/")?r.substring(r.lastIndexOf("/")+1):r;if(!a.length)throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is invalid`);let s=(o=n.registry)===null||o===void 0?void 0:o.getMessage(a);if(!s)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${r} is not in the type registry`);let i=L(s);if(on(s)&&Object.prototype.hasOwnProperty.call(t,"value"))nt(s)(i,t.value,n);else{let l={};for(let c of Object.keys(t))c!=="@type"&&P(l,c,t[c]);nt(s)(i,l,n)}Tt(s,i,e)}function _u(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);let n=t.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);if(!n)throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);let o=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(o))throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);if(o<vn||o>Sn)throw new Error(`cannot decode message ${e.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);e.seconds=I.parse(o/1e3),e.nanos=0,n[7]&&(e.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-1e9)}function Ou(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);let n=t.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);if(n===null)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);let o=Number(n[1]);if(o>xn||o<An)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);if(e.seconds=I.parse(o),typeof n[2]!="string")return;let r=n[2]+"0".repeat(9-n[2].length);e.nanos=parseInt(r),(o<0||Object.is(o,-0))&&(e.nanos=-e.nanos)}function Du(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);t!==""&&(e.paths=t.split(",").map(n=>{if(n.includes("_"))throw new Error(`cannot decode message ${e.$typeName} from JSON: path names must be lowerCamelCase`);return fn(n)}))}function ki(e,t,n){if(typeof t!="object"||t==null||Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${Y(t)}`);let o=Object.keys(t);for(let r=0;r<o.length;r++){let a=o[r],s=L(zo);ir(s,t[a],n),P(e.fields,a,s)}}function ir(e,t,n){if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.$typeName} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);switch(typeof t){case"number":e.kind={case:"numberValue",value:t};break;case"string":e.kind={case:"stringValue",value:t};break;case"boolean":e.kind={case:"boolValue",value:t};break;case"object":if(t===null)e.kind={case:"nullValue",value:En.NULL_VALUE};else if(Array.isArray(t)){let o=L(oi);Ei(o,t,n),e.kind={case:"listValue",value:o}}else{let o=L(ni);ki(o,t,n),e.kind={case:"structValue",value:o}}break;default:throw new Error(`cannot decode message ${e.$typeName} from JSON ${Y(t)}`)}return n.depth--,e}function Ei(e,t,n){if(!Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${Y(t)}`);for(let o=0;o<t.length;o++){let r=L(zo);ir(r,t[o],n),e.values.push(r)}}function Lt(e){let t=A[e];return typeof t!="string"?e.toString():t[0].toLowerCase()+t.substring(1).replace(/[A-Z]/g,n=>"_"+n.toLowerCase())}var Rn;function vi(e){if(!Rn){Rn={};for(let t of Object.values(A))typeof t!="string"&&(Rn[Lt(t)]=t)}return Rn[e]}var T=class e extends Error{constructor(t,n=A.Unknown,o,r,a){super(Xu(t,n)),this.name="ConnectError",this.isWireError=!1,Object.setPrototypeOf(this,new.target.prototype),this.rawMessage=t,this.code=n,this.metadata=new Headers(o??{}),this.details=r??[],this.cause=a}static from(t,n=A.Unknown){return t instanceof e?t:t instanceof Error?t.name=="AbortError"||t.name=="TimeoutError"?new e(t.message,A.Canceled):new e(t.message,n,void 0,void 0,t):new e(String(t),n,void 0,void 0,t)}static[Symbol.hasInstance](t){return t instanceof Error?Object.getPrototypeOf(t)===e.prototype?!0:t.name==="ConnectError"&&"code"in t&&typeof t.code=="number"&&"metadata"in t&&"details"in t&&Array.isArray(t.details)&&"rawMessage"in t&&typeof t.rawMessage=="string"&&"cause"in t:!1}findDetails(t){let n=t.kind==="message"?{getMessage:r=>r===t.typeName?t:void 0}:t,o=[];for(let r of this.details){if("desc"in r){n.getMessage(r.desc.typeName)&&o.push(L(r.desc,r.value));continue}let a=n.getMessage(r.type);if(a)try{o.push(Re(a,r.value))}catch{}}return o}};function Xu(e,t){return e.length?`[${Lt(t)}] ${e}`:`[${Lt(t)}]`}function lr(...e){let t=new Headers;for(let n of e)n.forEach((o,r)=>{t.append(r,o)});return t}function Si(e,t){let n={};for(let o of e.methods){let r=t(o);r!=null&&(n[o.localName]=r)}return n}var Vn=1;function Ai(e,t,n=!1){if(t>e){let o=`message size is larger than configured readMaxBytes ${e}`;throw n&&(o=`message size ${t} is larger than configured readMaxBytes ${e}`),new T(o,A.ResourceExhausted)}}function Ku(e){return new cr(e)}var cr=class{constructor(t){this.readMaxBytes=t,this.header=new Uint8Array(5),this.headerView=new DataView(this.header.buffer),this.buf=[]}get byteLength(){return this.buf.reduce((t,n)=>t+n.byteLength,0)}decode(t){this.buf.push(t);let n=[];for(;;){let o=this.pop();if(!o)break;n.push(o)}return n}pop(){if(!(!this.env&&(this.env=this.head(),!this.env))&&this.cons(this.env.data)){let t=this.env;return this.env=void 0,t}}head(){if(!this.cons(this.header))return;let t=this.headerView.getUint8(0),n=this.headerView.getUint32(1);return Ai(this.readMaxBytes,n,!0),{flags:t,data:new Uint8Array(n)}}cons(t){let n=t.byteLength;if(this.byteLength<n)return!1;let o=0;for(;o<n;){let r=this.buf.shift();r.byteLength>n-o?(t.set(r.subarray(0,n-o),o),this.buf.unshift(r.subarray(n-o)),o+=n-o):(t.set(r,o),o+=r.byteLength)}return!0}};function dr(e){let t,n=Ku(4294967295);return new ReadableStream({start(){t=e.getReader()},async pull(o){let r=!1;for(;!r;){let a=await t.read();if(a.done)n.byteLength>0&&o.error(new T("protocol error: incomplete envelope",A.InvalidArgument)),o.close();else for(let s of n.decode(a.value))o.enqueue(s),r=!0}}})}function ur(e,t){let n=new Uint8Array(t.length+5);n.set(t,5);let o=new DataView(n.buffer,n.byteOffset,n.byteLength);return o.setUint8(0,e),o.setUint32(1,t.length),n}var ju=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(c){a({value:c,done:i})},s)}},Zt=function(e){return this instanceof Zt?(this.v=e,this):new Zt(e)},Ju=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(m){return function(g){return Promise.resolve(g).then(m,p)}}function i(m,g){o[m]&&(r[m]=function(b){return new Promise(function(y,v){a.push([m,b,y,v])>1||l(m,b)})},g&&(r[m]=g(r[m])))}function l(m,g){try{c(o[m](g))}catch(b){w(a[0][3],b)}}function c(m){m.value instanceof Zt?Promise.resolve(m.value.v).then(f,p):w(a[0][2],m)}function f(m){l("next",m)}function p(m){l("throw",m)}function w(m,g){m(g),a.shift(),a.length&&l(a[0][0],a[0][1])}},Qu=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:Zt(e[r](s)),done:!1}:a?a(s):s}:a}};function xi(e){return Ju(this,arguments,function*(){yield Zt(yield*Qu(ju(e)))})}var Ni=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(c){a({value:c,done:i})},s)}},at=function(e){return this instanceof at?(this.v=e,this):new at(e)},Pu=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:at(e[r](s)),done:!1}:a?a(s):s}:a}},zu=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(m){return function(g){return Promise.resolve(g).then(m,p)}}function i(m,g){o[m]&&(r[m]=function(b){return new Promise(function(y,v){a.push([m,b,y,v])>1||l(m,b)})},g&&(r[m]=g(r[m])))}function l(m,g){try{c(o[m](g))}catch(b){w(a[0][3],b)}}function c(m){m.value instanceof at?Promise.resolve(m.value.v).then(f,p):w(a[0][2],m)}function f(m){l("next",m)}function p(m){l("throw",m)}function w(m,g){m(g),a.shift(),a.length&&l(a[0][0],a[0][1])}};function fr(e,t){return Si(e,n=>{switch(n.methodKind){case"unary":return Hu(t,n);case"server_streaming":return qu(t,n);case"client_streaming":return ef(t,n);case"bidi_streaming":return tf(t,n);default:return null}})}function Hu(e,t){return async(n,o)=>{var r,a;let s=await e.unary(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);return(r=o?.onHeader)===null||r===void 0||r.call(o,s.header),(a=o?.onTrailer)===null||a===void 0||a.call(o,s.trailer),s.message}}function qu(e,t){return(n,o)=>Ii(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,xi([n]),o?.contextValues),o)}function ef(e,t){return async(n,o)=>{var r,a,s,i,l,c;let f=await e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);(l=o?.onHeader)===null||l===void 0||l.call(o,f.header);let p,w=0;try{for(var m=!0,g=Ni(f.message),b;b=await g.next(),r=b.done,!r;m=!0)i=b.value,m=!1,p=i,w++}catch(y){a={error:y}}finally{try{!m&&!r&&(s=g.return)&&await s.call(g)}finally{if(a)throw a.error}}if(!p)throw new T("protocol error: missing response message",A.Unimplemented);if(w>1)throw new T("protocol error: received extra messages for client streaming method",A.Unimplemented);return(c=o?.onTrailer)===null||c===void 0||c.call(o,f.trailer),p}}function tf(e,t){return(n,o)=>Ii(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues),o)}function Ii(e,t){let n=(function(){return zu(this,arguments,function*(){var o,r;let a=yield at(e);(o=t?.onHeader)===null||o===void 0||o.call(t,a.header),yield at(yield*Pu(Ni(a.message))),(r=t?.onTrailer)===null||r===void 0||r.call(t,a.trailer)})})()[Symbol.asyncIterator]();return{[Symbol.asyncIterator]:()=>({next:()=>n.next()})}}function Ri(...e){let t=new AbortController,n=e.filter(r=>r!==void 0).concat(t.signal);for(let r of n){if(r.aborted){o.apply(r);break}r.addEventListener("abort",o)}function o(){t.signal.aborted||t.abort(Tn(this));for(let r of n)r.removeEventListener("abort",o)}return t}function Vi(e){let t=new AbortController,n=()=>{t.abort(new T("the operation timed out",A.DeadlineExceeded))},o;return e!==void 0&&(e<=0?n():o=setTimeout(n,e)),{signal:t.signal,cleanup:()=>clearTimeout(o)}}function Tn(e){if(!e.aborted)return;if(e.reason!==void 0)return e.reason;let t=new Error("This operation was aborted");return t.name="AbortError",t}function Ln(){return{get(e){return e.id in this?this[e.id]:e.defaultValue},set(e,t){return this[e.id]=t,this},delete(e){return delete this[e.id],this}}}function Ti(e,t,...n){if(n.length>0)throw new Error;return e.services[t]}var Ye="Content-Type",Li="Content-Length",$t="Content-Encoding";var hr="Accept-Encoding";var Zi="Connect-Timeout-Ms",Zn="Connect-Protocol-Version";var pr="User-Agent";function $n(e,t){return e.toString().replace(/\/?$/,`/${t.parent.typeName}/${t.name}`)}function mr(e,t){return L(e,t)}function $i(e,t){function n(o){return o.done===!0?o:{done:o.done,value:mr(e,o.value)}}return{[Symbol.asyncIterator](){let o=t[Symbol.asyncIterator](),r={next:()=>o.next().then(n)};return o.throw!==void 0&&(r.throw=a=>o.throw(a).then(n)),o.return!==void 0&&(r.return=a=>o.return(a).then(n)),r}}}function gr(e,t){if(!t)return e;for(let n of t.concat().reverse())e=n(e);return e}function Bn(e){var t;let n=Object.assign({},e);return(t=n.ignoreUnknownFields)!==null&&t!==void 0||(n.ignoreUnknownFields=!0),n}function Mn(e,t,n,o){let r=t?Bi(e.input,o):Mi(e.input,n);return{parse:(t?Bi(e.output,o):Mi(e.output,n)).parse,serialize:r.serialize}}function Bi(e,t){return{parse(n){try{return Re(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new T(`parse binary: ${r}`,A.Internal)}},serialize(n){try{return Vt(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new T(`serialize binary: ${r}`,A.Internal)}}}}function Mi(e,t){var n,o;let r=(n=t?.textEncoder)!==null&&n!==void 0?n:new TextEncoder,a=(o=t?.textDecoder)!==null&&o!==void 0?o:new TextDecoder,s=Bn(t);return{parse(i){try{let l=a.decode(i);return gi(e,l,s)}catch(l){throw T.from(l,A.InvalidArgument)}},serialize(i){try{let l=ci(e,i,s);return r.encode(l)}catch(l){throw T.from(l,A.Internal)}}}}var nf=/^application\/(connect\+)?(?:(json)(?:; ?charset=utf-?8)?|(proto))$/i;var Gi="application/proto",Ui="application/json",Ci="application/connect+proto",Fi="application/connect+json";function Yi(e){let t=e?.match(nf);if(!t)return;let n=!!t[1],o=!!t[3];return{stream:n,binary:o}}function Bt(e,t,n){var o;if(t&&new Headers(t).forEach((i,l)=>n.metadata.append(l,i)),typeof e!="object"||e==null||Array.isArray(e))throw n;let r=n.code;"code"in e&&typeof e.code=="string"&&(r=(o=vi(e.code))!==null&&o!==void 0?o:r);let a=e.message;if(a!=null&&typeof a!="string")throw n;let s=new T(a??"",r,t);if(s.isWireError=!0,"details"in e&&Array.isArray(e.details))for(let i of e.details){if(i===null||typeof i!="object"||Array.isArray(i)||typeof i.type!="string"||typeof i.value!="string")throw n;try{s.details.push({type:i.type,value:He(i.value),debug:i.debug})}catch{throw n}}return s}var Gn=2;function br(e){let t=new T("invalid end stream",A.Unknown),n;try{n=JSON.parse(typeof e=="string"?e:new TextDecoder().decode(e))}catch{throw t}if(typeof n!="object"||n==null||Array.isArray(n))throw t;let o=new Headers;if("metadata"in n){if(typeof n.metadata!="object"||n.metadata==null||Array.isArray(n.metadata))throw t;for(let[a,s]of Object.entries(n.metadata)){if(!Array.isArray(s)||s.some(i=>typeof i!="string"))throw t;for(let i of s)o.append(a,i)}}let r="error"in n&&n.error!=null?Bt(n.error,o,t):void 0;return{metadata:o,error:r}}function Wi(e){switch(e){case 400:return A.Internal;case 401:return A.Unauthenticated;case 403:return A.PermissionDenied;case 404:return A.Unimplemented;case 429:return A.Unavailable;case 502:return A.Unavailable;case 503:return A.Unavailable;case 504:return A.Unavailable;default:return A.Unknown}}function Un(e){let t=new Headers,n=new Headers;return e.forEach((o,r)=>{r.toLowerCase().startsWith("trailer-")?n.append(r.substring(8),o):t.append(r,o)}),[t,n]}var Cn="1";function Fn(e,t,n,o,r){let a=new Headers(o??{});return n!==void 0&&a.set(Zi,`${n}`),a.set(Ye,e=="unary"?t?Gi:Ui:t?Ci:Fi),a.set(Zn,Cn),!a.has(pr)&&r&&a.set(pr,"connect-es/2.2.0"),a}function Yn(e,t,n,o){let r=o.get(Ye),a=Yi(r);if(n!==200){let i=new T(`HTTP ${n}`,Wi(n),o);if(e=="unary"&&a&&!a.binary)return{isUnaryError:!0,unaryError:i};throw i}let s={binary:t,stream:e!=="unary"};if(a?.binary!==s.binary||a.stream!==s.stream)throw new T(`unsupported content type ${r}`,a===void 0?A.Unknown:A.Internal,o);return{isUnaryError:!1}}var _i="application/";function af(e,t){return t?xt(e,"url"):encodeURIComponent(new TextDecoder().decode(e))}function yr(e,t,n){let o=`?connect=v${Cn}`,r="",a=e.header.get($t);a!==null&&a!=="identity"&&(r="&compression="+encodeURIComponent(a),n=!0),n&&(o+="&base64=1"),o+=r;let s=e.header.get(Ye);s?.indexOf(_i)===0&&(o+="&encoding="+encodeURIComponent(s.slice(_i.length))),o+="&message="+af(t,n);let i=e.url+o,l=new Headers(e.header);for(let c of[Zn,Ye,Li,$t,hr])l.delete(c);return Object.assign(Object.assign({},e),{requestMethod:"GET",url:i,header:l})}function wr(e){let t=gr(e.next,e.interceptors),[n,o,r]=Oi(e),a=Object.assign(Object.assign({},e.req),{message:mr(e.req.method.input,e.req.message),signal:n});return t(a).then(s=>(r(),s),o)}function kr(e){let t=gr(e.next,e.interceptors),[n,o,r]=Oi(e),a=Object.assign(Object.assign({},e.req),{message:$i(e.req.method.input,e.req.message),signal:n}),s=!1;return n.addEventListener("abort",function(){var i,l;let c=e.req.message[Symbol.asyncIterator]();s||(i=c.throw)===null||i===void 0||i.call(c,this.reason).catch(()=>{}),(l=c.return)===null||l===void 0||l.call(c).catch(()=>{})}),t(a).then(i=>Object.assign(Object.assign({},i),{message:{[Symbol.asyncIterator](){let l=i.message[Symbol.asyncIterator]();return{next(){return!s&&n.aborted?o(Tn(n)):l.next().then(c=>(c.done==!0&&(s=!0,r()),c),o)}}}}}),o)}function Oi(e){let{signal:t,cleanup:n}=Vi(e.timeoutMs),o=Ri(e.signal,t);return[o.signal,function(a){let s=o.signal.aborted?T.from(Tn(o.signal),A.Canceled):T.from(a);return o.abort(s),n(),Promise.reject(s)},function(){n(),o.abort()}]}function Di(){try{new Headers}catch{throw new Error("connect-web requires the fetch API. Are you running on an old version of Node.js? Node.js is not supported in Connect for Web - please stay tuned for Connect for Node.")}}var Mt=function(e){return this instanceof Mt?(this.v=e,this):new Mt(e)},sf=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(m){return function(g){return Promise.resolve(g).then(m,p)}}function i(m,g){o[m]&&(r[m]=function(b){return new Promise(function(y,v){a.push([m,b,y,v])>1||l(m,b)})},g&&(r[m]=g(r[m])))}function l(m,g){try{c(o[m](g))}catch(b){w(a[0][3],b)}}function c(m){m.value instanceof Mt?Promise.resolve(m.value.v).then(f,p):w(a[0][2],m)}function f(m){l("next",m)}function p(m){l("throw",m)}function w(m,g){m(g),a.shift(),a.length&&l(a[0][0],a[0][1])}},Xi={redirect:"error"};function Er(e){var t;Di();let n=(t=e.useBinaryFormat)!==null&&t!==void 0?t:!1;return{async unary(o,r,a,s,i,l){let{serialize:c,parse:f}=Mn(o,n,e.jsonOptions,e.binaryOptions);return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await wr({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!1,service:o.parent,method:o,requestMethod:"POST",url:$n(e.baseUrl,o),header:Fn(o.methodKind,n,a,s,!1),contextValues:l??Ln(),message:i},next:async p=>{var w;let m=e.useHttpGet===!0&&o.idempotency===gn.NO_SIDE_EFFECTS,g=null;m?p=yr(p,c(p.message),n):g=c(p.message);let y=await((w=e.fetch)!==null&&w!==void 0?w:globalThis.fetch)(p.url,Object.assign(Object.assign({},Xi),{method:p.requestMethod,headers:p.header,signal:p.signal,body:g})),{isUnaryError:v,unaryError:S}=Yn(o.methodKind,n,y.status,y.headers);if(v)throw Bt(await y.json(),lr(...Un(y.headers)),S);let[N,B]=Un(y.headers);return{stream:!1,service:o.parent,method:o,header:N,message:n?f(new Uint8Array(await y.arrayBuffer())):rt(o.output,await y.json(),Bn(e.jsonOptions)),trailer:B}}})},async stream(o,r,a,s,i,l){let{serialize:c,parse:f}=Mn(o,n,e.jsonOptions,e.binaryOptions);function p(m,g,b,y){return sf(this,arguments,function*(){let S=dr(m).getReader(),N=!1;for(;;){let B=yield Mt(S.read());if(B.done)break;let{flags:C,data:fe}=B.value;if((C&Vn)===Vn)throw new T("protocol error: received unsupported compressed output",A.Internal);if((C&Gn)===Gn){N=!0;let he=br(fe);if(he.error){let pe=he.error;throw b.forEach((E,k)=>{pe.metadata.append(k,E)}),pe}he.metadata.forEach((pe,E)=>g.set(E,pe));continue}yield yield Mt(f(fe))}if("throwIfAborted"in y&&y.throwIfAborted(),!N)throw"missing EndStreamResponse"})}async function w(m){if(o.methodKind!="server_streaming")throw"The fetch API does not support streaming request bodies";let g=await m[Symbol.asyncIterator]().next();if(g.done==!0)throw"missing request message";return ur(0,c(g.value))}return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await kr({interceptors:e.interceptors,timeoutMs:a,signal:r,req:{stream:!0,service:o.parent,method:o,requestMethod:"POST",url:$n(e.baseUrl,o),header:Fn(o.methodKind,n,a,s,!1),contextValues:l??Ln(),message:i},next:async m=>{var g;let y=await((g=e.fetch)!==null&&g!==void 0?g:globalThis.fetch)(m.url,Object.assign(Object.assign({},Xi),{method:m.requestMethod,headers:m.header,signal:m.signal,body:await w(m.message)}));if(Yn(o.methodKind,n,y.status,y.headers),y.body===null)throw"missing response body";let v=new Headers;return Object.assign(Object.assign({},m),{header:y.headers,trailer:v,message:p(y.body,v,y.headers,m.signal)})}})}}}var Ki=Q("ChZtZWVwbGUvdjEvY2hhbmNlLnByb3RvEgltZWVwbGUudjEiLAoNQ2hhbmNlT3V0Y29tZRIMCgRraW5kGAEgASgJEg0KBXZhbHVlGAIgASgJIjoKDENoYW5jZVNjcmlwdBIqCghvdXRjb21lcxgBIAMoCzIYLm1lZXBsZS52MS5DaGFuY2VPdXRjb21lQjQKDWRldi5tZWVwbGUudjFQAVohbWVlcGxlLmRldi9nZW4vbWVlcGxlL3YxO21lZXBsZXYxYgZwcm90bzM");var $e=Q("ChxtZWVwbGUvdjEvZ2FtZV9zZXJ2aWNlLnByb3RvEgltZWVwbGUudjEizAEKBEdhbWUSDAoEbmFtZRgBIAEoCRIUCgxkaXNwbGF5X25hbWUYAiABKAkSEwoLbWluX3BsYXllcnMYAyABKAUSEwoLbWF4X3BsYXllcnMYBCABKAUSJgoHb3B0aW9ucxgFIAMoCzIVLm1lZXBsZS52MS5HYW1lT3B0aW9uEhMKC2FjdGlvbl90eXBlGAYgASgJEhIKCmV2ZW50X3R5cGUYByABKAkSEQoJdmlld190eXBlGAggASgJEhIKCnN0YXRlX3R5cGUYCSABKAkiaAoKR2FtZU9wdGlvbhIMCgRuYW1lGAEgASgJEhMKC2Rlc2NyaXB0aW9uGAIgASgJEg8KB2Nob2ljZXMYAyADKAkSFQoNZGVmYXVsdF92YWx1ZRgEIAEoCRIPCgdzZXJ2aWNlGAUgASgIIq8GCgVUYWJsZRIMCgRuYW1lGAEgASgJEgwKBGdhbWUYAiABKAkSFAoMZGlzcGxheV9uYW1lGAMgASgJEi4KCnZpc2liaWxpdHkYBCABKA4yGi5tZWVwbGUudjEuVGFibGVWaXNpYmlsaXR5EiUKBXN0YXRlGAUgASgOMhYubWVlcGxlLnYxLlRhYmxlLlN0YXRlEi4KB29wdGlvbnMYBiADKAsyHS5tZWVwbGUudjEuVGFibGUuT3B0aW9uc0VudHJ5Eh4KBXNlYXRzGAcgAygLMg8ubWVlcGxlLnYxLlNlYXQSEgoKYXV0b19zdGFydBgIIAEoCBIPCgd2ZXJzaW9uGAkgASgDEgwKBGV0YWcYCiABKAkSLwoLY3JlYXRlX3RpbWUYCyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEi8KC3VwZGF0ZV90aW1lGAwgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBITCgtjb25mb3JtYW5jZRgNIAEoCBIjCgdvdXRjb21lGA4gASgLMhIubWVlcGxlLnYxLk91dGNvbWUSJQoIZmFpcm5lc3MYDyABKAsyEy5tZWVwbGUudjEuRmFpcm5lc3MSKAoKdHVybl9jbG9jaxgQIAEoCzIULm1lZXBsZS52MS5UdXJuQ2xvY2sSPQoPc2VydmljZV9vcHRpb25zGBEgAygLMiQubWVlcGxlLnYxLlRhYmxlLlNlcnZpY2VPcHRpb25zRW50cnkSGQoRaG9zdF9kaXNwbGF5X25hbWUYFCABKAkaLgoMT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEaNQoTU2VydmljZU9wdGlvbnNFbnRyeRILCgNrZXkYASABKAkSDQoFdmFsdWUYAiABKAk6AjgBImwKBVN0YXRlEhUKEVNUQVRFX1VOU1BFQ0lGSUVEEAASEQoNU1RBVEVfV0FJVElORxABEhAKDFNUQVRFX0FDVElWRRACEhIKDlNUQVRFX0ZJTklTSEVEEAMSEwoPU1RBVEVfQUJBTkRPTkVEEAQiQwoIRmFpcm5lc3MSEgoKY29tbWl0bWVudBgBIAEoDBIVCg1zZXJ2ZXJfc2VjcmV0GAIgASgMEgwKBHNlZWQYAyABKAwiJgoHQm90U3BlYxIMCgRraW5kGAEgASgJEg0KBWxldmVsGAIgASgFIncKCVR1cm5DbG9jaxIMCgRzZWF0GAEgASgFEiwKCGRlYWRsaW5lGAIgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIuCgp0dXJuX3N0YXJ0GAMgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCKOBAoEU2VhdBINCgVpbmRleBgBIAEoBRIkCgVzdGF0ZRgCIAEoDjIVLm1lZXBsZS52MS5TZWF0LlN0YXRlEhQKDGRpc3BsYXlfbmFtZRgDIAEoCRIPCgdlbnRyb3B5GAQgASgMEiYKBnBsYXllchgFIAEoDjIWLm1lZXBsZS52MS5TZWF0LlBsYXllchIfCgNib3QYBiABKAsyEi5tZWVwbGUudjEuQm90U3BlYxIOCgZhYnNlbnQYByABKAgSEgoKcmVjbGFpbWluZxgIIAEoCBIsCgl0aW1lX2JhbmsYCSABKAsyGS5nb29nbGUucHJvdG9idWYuRHVyYXRpb24SKgoIcHJlc2VuY2UYFCABKA4yGC5tZWVwbGUudjEuU2VhdC5QcmVzZW5jZSJQCgVTdGF0ZRIVChFTVEFURV9VTlNQRUNJRklFRBAAEg8KC1NUQVRFX0VNUFRZEAESDwoLU1RBVEVfVEFLRU4QAhIOCgpTVEFURV9MRUZUEAMiQgoGUGxheWVyEhYKElBMQVlFUl9VTlNQRUNJRklFRBAAEhAKDFBMQVlFUl9IVU1BThABEg4KClBMQVlFUl9CT1QQAiJNCghQcmVzZW5jZRIYChRQUkVTRU5DRV9VTlNQRUNJRklFRBAAEhQKEFBSRVNFTkNFX1BSRVNFTlQQARIRCg1QUkVTRU5DRV9BV0FZEAIiKAoHT3V0Y29tZRIOCgZzY29yZXMYASADKAUSDQoFcmFua3MYAiADKAUi0QIKCVRhYmxlVmlldxINCgV0YWJsZRgBIAEoCRIPCgd2ZXJzaW9uGAIgASgDEgwKBGV0YWcYAyABKAkSJQoFc3RhdGUYBCABKA4yFi5tZWVwbGUudjEuVGFibGUuU3RhdGUSGAoLdmlld2VyX3NlYXQYBSABKAVIAIgBARIZCgxjdXJyZW50X3NlYXQYBiABKAVIAYgBARIYChBwZW5kaW5nX2RlY2lzaW9uGAcgASgJEicKCWdhbWVfdmlldxgIIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSIwoHb3V0Y29tZRgJIAEoCzISLm1lZXBsZS52MS5PdXRjb21lEjEKDXR1cm5fZGVhZGxpbmUYCiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wQg4KDF92aWV3ZXJfc2VhdEIPCg1fY3VycmVudF9zZWF0InAKCERlY2lzaW9uEg8KB3ZlcnNpb24YASABKAMSDAoEc2VhdBgCIAEoBRIYChBwZW5kaW5nX2RlY2lzaW9uGAMgASgJEisKDWxlZ2FsX2FjdGlvbnMYBCADKAsyFC5nb29nbGUucHJvdG9idWYuQW55ItcFCgpUYWJsZUV2ZW50Eg0KBXRhYmxlGAEgASgJEg8KB3ZlcnNpb24YAiABKAMSLwoLY29tbWl0X3RpbWUYAyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEiwKC3NlYXRfam9pbmVkGAQgASgLMhUubWVlcGxlLnYxLlNlYXRKb2luZWRIABIoCglzZWF0X2xlZnQYBSABKAsyEy5tZWVwbGUudjEuU2VhdExlZnRIABIwCg10YWJsZV9zdGFydGVkGAYgASgLMhcubWVlcGxlLnYxLlRhYmxlU3RhcnRlZEgAEjIKDmFjdGlvbl9hcHBsaWVkGAcgASgLMhgubWVlcGxlLnYxLkFjdGlvbkFwcGxpZWRIABIxCg50dXJuX3RpbWVkX291dBgKIAEoCzIXLm1lZXBsZS52MS5UdXJuVGltZWRPdXRIABIyCg5zZWF0X3JlY2xhaW1lZBgLIAEoCzIYLm1lZXBsZS52MS5TZWF0UmVjbGFpbWVkSAASKgoKYm90X3NlYXRlZBgMIAEoCzIULm1lZXBsZS52MS5Cb3RTZWF0ZWRIABIqCgpzZWF0X2ZyZWVkGA0gASgLMhQubWVlcGxlLnYxLlNlYXRGcmVlZEgAEjQKD3RhYmxlX2FiYW5kb25lZBgOIAEoCzIZLm1lZXBsZS52MS5UYWJsZUFiYW5kb25lZEgAEjAKDWFjdGlvbl91bmRvbmUYHiABKAsyFy5tZWVwbGUudjEuQWN0aW9uVW5kb25lSAASMQoPY2hhbmNlX291dGNvbWVzGAggAygLMhgubWVlcGxlLnYxLkNoYW5jZU91dGNvbWUSJQoIZmFpcm5lc3MYCSABKAsyEy5tZWVwbGUudjEuRmFpcm5lc3MSMQoNdHVybl9kZWFkbGluZRgPIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXBCBgoEa2luZCJ7CgxUdXJuVGltZWRPdXQSDAoEc2VhdBgBIAEoBRIOCgZwb2xpY3kYAiABKAkSHwoDYm90GAMgASgLMhIubWVlcGxlLnYxLkJvdFNwZWMSLAoIZGVhZGxpbmUYBCABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wIjEKDVNlYXRSZWNsYWltZWQSDAoEc2VhdBgBIAEoBRISCgphZnRlcl90dXJuGAIgASgIIm4KCUJvdFNlYXRlZBIMCgRzZWF0GAEgASgFEh8KA2JvdBgCIAEoCzISLm1lZXBsZS52MS5Cb3RTcGVjEhcKD3JlcGxhY2VkX3BsYXllchgDIAEoCBIZChFmb3JfYWJzZW50X3BsYXllchgUIAEoCCIZCglTZWF0RnJlZWQSDAoEc2VhdBgBIAEoBSIQCg5UYWJsZUFiYW5kb25lZCJBCgpTZWF0Sm9pbmVkEgwKBHNlYXQYASABKAUSFAoMZGlzcGxheV9uYW1lGAIgASgJEg8KB2VudHJvcHkYAyABKAwiUgoIU2VhdExlZnQSDAoEc2VhdBgBIAEoBRIXCg90YWJsZV9hYmFuZG9uZWQYAiABKAgSHwoDYm90GAMgASgLMhIubWVlcGxlLnYxLkJvdFNwZWMiZQoMVGFibGVTdGFydGVkEikKC2dhbWVfZXZlbnRzGAEgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIZCgxjdXJyZW50X3NlYXQYAiABKAVIAIgBAUIPCg1fY3VycmVudF9zZWF0Is8BCg1BY3Rpb25BcHBsaWVkEgwKBHNlYXQYASABKAUSJAoGYWN0aW9uGAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIpCgtnYW1lX2V2ZW50cxgDIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSGQoMY3VycmVudF9zZWF0GAQgASgFSACIAQESIwoHb3V0Y29tZRgFIAEoCzISLm1lZXBsZS52MS5PdXRjb21lEg4KBmJ5X2JvdBgeIAEoCEIPCg1fY3VycmVudF9zZWF0IoYBCgxBY3Rpb25VbmRvbmUSDAoEc2VhdBgBIAEoBRIWCg51bmRvbmVfdmVyc2lvbhgCIAEoAxIkCgZhY3Rpb24YAyABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhkKDGN1cnJlbnRfc2VhdBgEIAEoBUgAiAEBQg8KDV9jdXJyZW50X3NlYXQiEgoQTGlzdEdhbWVzUmVxdWVzdCIzChFMaXN0R2FtZXNSZXNwb25zZRIeCgVnYW1lcxgBIAMoCzIPLm1lZXBsZS52MS5HYW1lIqcEChJDcmVhdGVUYWJsZVJlcXVlc3QSDAoEZ2FtZRgBIAEoCRISCgpzZWF0X2NvdW50GAIgASgFEjsKB29wdGlvbnMYAyADKAsyKi5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXF1ZXN0Lk9wdGlvbnNFbnRyeRIuCgp2aXNpYmlsaXR5GAQgASgOMhoubWVlcGxlLnYxLlRhYmxlVmlzaWJpbGl0eRIUCgxkaXNwbGF5X25hbWUYBSABKAkSEgoKYXV0b19zdGFydBgGIAEoCBISCgpyZXF1ZXN0X2lkGAcgASgJEi4KDWNoYW5jZV9zY3JpcHQYCCABKAsyFy5tZWVwbGUudjEuQ2hhbmNlU2NyaXB0EisKDWluaXRpYWxfc3RhdGUYCSABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhcKD2hvc3RfY3JlZGVudGlhbBgKIAEoCRI+Cglib3Rfc2VhdHMYCyADKAsyKy5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXF1ZXN0LkJvdFNlYXRzRW50cnkSGQoRaG9zdF9kaXNwbGF5X25hbWUYFCABKAkaLgoMT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEaQwoNQm90U2VhdHNFbnRyeRILCgNrZXkYASABKAUSIQoFdmFsdWUYAiABKAsyEi5tZWVwbGUudjEuQm90U3BlYzoCOAEi1gEKE0NyZWF0ZVRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSFwoPaG9zdF9jcmVkZW50aWFsGAIgASgJEhQKDGludml0ZV90b2tlbhgDIAEoCRITCgtpbnZpdGVfbGluaxgEIAEoCRIXCg9zcGVjdGF0b3JfdG9rZW4YBSABKAkSFgoOc3BlY3RhdG9yX2xpbmsYBiABKAkSEgoKaW52aXRlX3VybBgHIAEoCRIVCg1zcGVjdGF0b3JfdXJsGAggASgJIh8KD0dldFRhYmxlUmVxdWVzdBIMCgRuYW1lGAEgASgJIjMKEEdldFRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUiOQoTUHJldmlld1RhYmxlUmVxdWVzdBIMCgRuYW1lGAEgASgJEhQKDGludml0ZV90b2tlbhgCIAEoCSJAChRQcmV2aWV3VGFibGVSZXNwb25zZRIoCgdwcmV2aWV3GAEgASgLMhcubWVlcGxlLnYxLlRhYmxlUHJldmlldyLfBAoMVGFibGVQcmV2aWV3EgwKBG5hbWUYASABKAkSDAoEZ2FtZRgCIAEoCRIZChFnYW1lX2Rpc3BsYXlfbmFtZRgDIAEoCRIUCgxkaXNwbGF5X25hbWUYBCABKAkSGQoRaG9zdF9kaXNwbGF5X25hbWUYBSABKAkSJQoFc3RhdGUYBiABKA4yFi5tZWVwbGUudjEuVGFibGUuU3RhdGUSNQoHb3B0aW9ucxgHIAMoCzIkLm1lZXBsZS52MS5UYWJsZVByZXZpZXcuT3B0aW9uc0VudHJ5EkQKD3NlcnZpY2Vfb3B0aW9ucxgIIAMoCzIrLm1lZXBsZS52MS5UYWJsZVByZXZpZXcuU2VydmljZU9wdGlvbnNFbnRyeRIrCgVzZWF0cxgJIAMoCzIcLm1lZXBsZS52MS5UYWJsZVByZXZpZXcuU2VhdBISCgphdXRvX3N0YXJ0GAogASgIGpoBCgRTZWF0Eg0KBWluZGV4GAEgASgFEiQKBXN0YXRlGAIgASgOMhUubWVlcGxlLnYxLlNlYXQuU3RhdGUSFAoMZGlzcGxheV9uYW1lGAMgASgJEiYKBnBsYXllchgEIAEoDjIWLm1lZXBsZS52MS5TZWF0LlBsYXllchIfCgNib3QYXyABKAsyEi5tZWVwbGUudjEuQm90U3BlYxouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ARo1ChNTZXJ2aWNlT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEibwoRTGlzdFRhYmxlc1JlcXVlc3QSEQoJcGFnZV9zaXplGAEgASgFEhIKCnBhZ2VfdG9rZW4YAiABKAkSDAoEZ2FtZRgDIAEoCRIlCgVzdGF0ZRgEIAEoDjIWLm1lZXBsZS52MS5UYWJsZS5TdGF0ZSJPChJMaXN0VGFibGVzUmVzcG9uc2USIAoGdGFibGVzGAEgAygLMhAubWVlcGxlLnYxLlRhYmxlEhcKD25leHRfcGFnZV90b2tlbhgCIAEoCSKnAQoQSm9pblRhYmxlUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIUCgxpbnZpdGVfdG9rZW4YAiABKAkSFAoMZGlzcGxheV9uYW1lGAMgASgJEhEKBHNlYXQYBCABKAVIAIgBARISCgpyZXF1ZXN0X2lkGAUgASgJEhcKD3NlYXRfY3JlZGVudGlhbBgGIAEoCRIPCgdlbnRyb3B5GAcgASgMQgcKBV9zZWF0IlsKEUpvaW5UYWJsZVJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlEgwKBHNlYXQYAiABKAUSFwoPc2VhdF9jcmVkZW50aWFsGAMgASgJIjYKEUxlYXZlVGFibGVSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhIKCnJlcXVlc3RfaWQYAiABKAkiNQoSTGVhdmVUYWJsZVJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlIkMKEVN0YXJ0VGFibGVSZXF1ZXN0EgwKBG5hbWUYASABKAkSDAoEZXRhZxgCIAEoCRISCgpyZXF1ZXN0X2lkGAMgASgJIjUKElN0YXJ0VGFibGVSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZSJBCg5HZXRWaWV3UmVxdWVzdBINCgV0YWJsZRgBIAEoCRIUCgd2ZXJzaW9uGB4gASgDSACIAQFCCgoIX3ZlcnNpb24iNQoPR2V0Vmlld1Jlc3BvbnNlEiIKBHZpZXcYASABKAsyFC5tZWVwbGUudjEuVGFibGVWaWV3IigKF0xpc3RMZWdhbEFjdGlvbnNSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJIqYBChhMaXN0TGVnYWxBY3Rpb25zUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAxIMCgRzZWF0GAIgASgFEhkKDGN1cnJlbnRfc2VhdBgDIAEoBUgAiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YBCABKAkSJQoHYWN0aW9ucxgFIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnlCDwoNX2N1cnJlbnRfc2VhdCKAAQoVVmFsaWRhdGVBY3Rpb25SZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEiQKBmFjdGlvbhgCIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoA0gAiAEBQhMKEV9leHBlY3RlZF92ZXJzaW9uIikKFlZhbGlkYXRlQWN0aW9uUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAyKsAQoTU3VibWl0QWN0aW9uUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIkCgZhY3Rpb24YAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55Eh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKANIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJEhgKEGluY2x1ZGVfZGVjaXNpb24YBSABKAhCEwoRX2V4cGVjdGVkX3ZlcnNpb24ipgEKFFN1Ym1pdEFjdGlvblJlc3BvbnNlEg8KB3ZlcnNpb24YASABKAMSDAoEZXRhZxgCIAEoCRIkCgVldmVudBgDIAEoCzIVLm1lZXBsZS52MS5UYWJsZUV2ZW50EiIKBHZpZXcYBCABKAsyFC5tZWVwbGUudjEuVGFibGVWaWV3EiUKCGRlY2lzaW9uGAUgASgLMhMubWVlcGxlLnYxLkRlY2lzaW9uIoQBChFVbmRvQWN0aW9uUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgDSACIAQESEgoKcmVxdWVzdF9pZBgDIAEoCRIYChBpbmNsdWRlX2RlY2lzaW9uGAQgASgIQhMKEV9leHBlY3RlZF92ZXJzaW9uIqQBChJVbmRvQWN0aW9uUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAxIMCgRldGFnGAIgASgJEiQKBWV2ZW50GAMgASgLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnQSIgoEdmlldxgEIAEoCzIULm1lZXBsZS52MS5UYWJsZVZpZXcSJQoIZGVjaXNpb24YBSABKAsyEy5tZWVwbGUudjEuRGVjaXNpb24imAEKEVdhdGNoVGFibGVSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhoKDWFmdGVyX3ZlcnNpb24YAiABKANIAIgBARIYChBpbmNsdWRlX2RlY2lzaW9uGAMgASgIEhQKDGluY2x1ZGVfdmlldxgEIAEoCBIWCg5kZWNpc2lvbnNfb25seRgFIAEoCEIQCg5fYWZ0ZXJfdmVyc2lvbiLkAQoSV2F0Y2hUYWJsZVJlc3BvbnNlEigKCHNuYXBzaG90GAEgASgLMhQubWVlcGxlLnYxLlRhYmxlVmlld0gAEiYKBWV2ZW50GAIgASgLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnRIABIpCgloZWFydGJlYXQYAyABKAsyFC5tZWVwbGUudjEuSGVhcnRiZWF0SAASJQoIZGVjaXNpb24YBCABKAsyEy5tZWVwbGUudjEuRGVjaXNpb24SIgoEdmlldxgFIAEoCzIULm1lZXBsZS52MS5UYWJsZVZpZXdCBgoEa2luZCJGCglIZWFydGJlYXQSDwoHdmVyc2lvbhgBIAEoAxIoCgR0aW1lGAIgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCJgChFMaXN0RXZlbnRzUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIRCglwYWdlX3NpemUYAiABKAUSEgoKcGFnZV90b2tlbhgDIAEoCRIVCg1hZnRlcl92ZXJzaW9uGAQgASgDIlQKEkxpc3RFdmVudHNSZXNwb25zZRIlCgZldmVudHMYASADKAsyFS5tZWVwbGUudjEuVGFibGVFdmVudBIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkiXQoTUmVwbGF5UmVjb3JkUmVxdWVzdBIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZRIlCgZldmVudHMYAiADKAsyFS5tZWVwbGUudjEuVGFibGVFdmVudCI7ChRSZXBsYXlSZWNvcmRSZXNwb25zZRIjCgV2aWV3cxgBIAMoCzIULm1lZXBsZS52MS5UYWJsZVZpZXciggEKDUFkZEJvdFJlcXVlc3QSDQoFdGFibGUYASABKAkSEQoEc2VhdBgCIAEoBUgAiAEBEh8KA2JvdBgDIAEoCzISLm1lZXBsZS52MS5Cb3RTcGVjEhIKCnJlcXVlc3RfaWQYBCABKAkSEQoJa2VlcF9zZWF0GBQgASgIQgcKBV9zZWF0Ij8KDkFkZEJvdFJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlEgwKBHNlYXQYAiABKAUiQgoPRnJlZVNlYXRSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEgwKBHNlYXQYAiABKAUSEgoKcmVxdWVzdF9pZBgDIAEoCSJeChBGcmVlU2VhdFJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlEhQKDGludml0ZV90b2tlbhgCIAEoCRITCgtpbnZpdGVfbGluaxgDIAEoCSI3ChJSZWNsYWltU2VhdFJlcXVlc3QSDQoFdGFibGUYASABKAkSEgoKcmVxdWVzdF9pZBgCIAEoCSI2ChNSZWNsYWltU2VhdFJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlIjgKE0FiYW5kb25UYWJsZVJlcXVlc3QSDQoFdGFibGUYASABKAkSEgoKcmVxdWVzdF9pZBgCIAEoCSI3ChRBYmFuZG9uVGFibGVSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZSJCChNBZHZhbmNlQ2xvY2tSZXF1ZXN0EisKCGR1cmF0aW9uGAEgASgLMhkuZ29vZ2xlLnByb3RvYnVmLkR1cmF0aW9uIkAKFEFkdmFuY2VDbG9ja1Jlc3BvbnNlEigKBHRpbWUYASABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wKm4KD1RhYmxlVmlzaWJpbGl0eRIgChxUQUJMRV9WSVNJQklMSVRZX1VOU1BFQ0lGSUVEEAASHAoYVEFCTEVfVklTSUJJTElUWV9QUklWQVRFEAESGwoXVEFCTEVfVklTSUJJTElUWV9QVUJMSUMQAjLRDAoLR2FtZVNlcnZpY2USRgoJTGlzdEdhbWVzEhsubWVlcGxlLnYxLkxpc3RHYW1lc1JlcXVlc3QaHC5tZWVwbGUudjEuTGlzdEdhbWVzUmVzcG9uc2USTAoLQ3JlYXRlVGFibGUSHS5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXF1ZXN0Gh4ubWVlcGxlLnYxLkNyZWF0ZVRhYmxlUmVzcG9uc2USQwoIR2V0VGFibGUSGi5tZWVwbGUudjEuR2V0VGFibGVSZXF1ZXN0GhsubWVlcGxlLnYxLkdldFRhYmxlUmVzcG9uc2USTwoMUHJldmlld1RhYmxlEh4ubWVlcGxlLnYxLlByZXZpZXdUYWJsZVJlcXVlc3QaHy5tZWVwbGUudjEuUHJldmlld1RhYmxlUmVzcG9uc2USSQoKTGlzdFRhYmxlcxIcLm1lZXBsZS52MS5MaXN0VGFibGVzUmVxdWVzdBodLm1lZXBsZS52MS5MaXN0VGFibGVzUmVzcG9uc2USRgoJSm9pblRhYmxlEhsubWVlcGxlLnYxLkpvaW5UYWJsZVJlcXVlc3QaHC5tZWVwbGUudjEuSm9pblRhYmxlUmVzcG9uc2USSQoKTGVhdmVUYWJsZRIcLm1lZXBsZS52MS5MZWF2ZVRhYmxlUmVxdWVzdBodLm1lZXBsZS52MS5MZWF2ZVRhYmxlUmVzcG9uc2USPQoGQWRkQm90EhgubWVlcGxlLnYxLkFkZEJvdFJlcXVlc3QaGS5tZWVwbGUudjEuQWRkQm90UmVzcG9uc2USQwoIRnJlZVNlYXQSGi5tZWVwbGUudjEuRnJlZVNlYXRSZXF1ZXN0GhsubWVlcGxlLnYxLkZyZWVTZWF0UmVzcG9uc2USTAoLUmVjbGFpbVNlYXQSHS5tZWVwbGUudjEuUmVjbGFpbVNlYXRSZXF1ZXN0Gh4ubWVlcGxlLnYxLlJlY2xhaW1TZWF0UmVzcG9uc2USTwoMQWJhbmRvblRhYmxlEh4ubWVlcGxlLnYxLkFiYW5kb25UYWJsZVJlcXVlc3QaHy5tZWVwbGUudjEuQWJhbmRvblRhYmxlUmVzcG9uc2USTwoMQWR2YW5jZUNsb2NrEh4ubWVlcGxlLnYxLkFkdmFuY2VDbG9ja1JlcXVlc3QaHy5tZWVwbGUudjEuQWR2YW5jZUNsb2NrUmVzcG9uc2USSQoKU3RhcnRUYWJsZRIcLm1lZXBsZS52MS5TdGFydFRhYmxlUmVxdWVzdBodLm1lZXBsZS52MS5TdGFydFRhYmxlUmVzcG9uc2USQAoHR2V0VmlldxIZLm1lZXBsZS52MS5HZXRWaWV3UmVxdWVzdBoaLm1lZXBsZS52MS5HZXRWaWV3UmVzcG9uc2USWwoQTGlzdExlZ2FsQWN0aW9ucxIiLm1lZXBsZS52MS5MaXN0TGVnYWxBY3Rpb25zUmVxdWVzdBojLm1lZXBsZS52MS5MaXN0TGVnYWxBY3Rpb25zUmVzcG9uc2USVQoOVmFsaWRhdGVBY3Rpb24SIC5tZWVwbGUudjEuVmFsaWRhdGVBY3Rpb25SZXF1ZXN0GiEubWVlcGxlLnYxLlZhbGlkYXRlQWN0aW9uUmVzcG9uc2USTwoMU3VibWl0QWN0aW9uEh4ubWVlcGxlLnYxLlN1Ym1pdEFjdGlvblJlcXVlc3QaHy5tZWVwbGUudjEuU3VibWl0QWN0aW9uUmVzcG9uc2USSQoKVW5kb0FjdGlvbhIcLm1lZXBsZS52MS5VbmRvQWN0aW9uUmVxdWVzdBodLm1lZXBsZS52MS5VbmRvQWN0aW9uUmVzcG9uc2USSwoKV2F0Y2hUYWJsZRIcLm1lZXBsZS52MS5XYXRjaFRhYmxlUmVxdWVzdBodLm1lZXBsZS52MS5XYXRjaFRhYmxlUmVzcG9uc2UwARJJCgpMaXN0RXZlbnRzEhwubWVlcGxlLnYxLkxpc3RFdmVudHNSZXF1ZXN0Gh0ubWVlcGxlLnYxLkxpc3RFdmVudHNSZXNwb25zZRJPCgxSZXBsYXlSZWNvcmQSHi5tZWVwbGUudjEuUmVwbGF5UmVjb3JkUmVxdWVzdBofLm1lZXBsZS52MS5SZXBsYXlSZWNvcmRSZXNwb25zZUI0Cg1kZXYubWVlcGxlLnYxUAFaIW1lZXBsZS5kZXYvZ2VuL21lZXBsZS92MTttZWVwbGV2MWIGcHJvdG8z",[Jo,yn,Js,Ki]);var ji=U($e,2),lf=H($e,2,0),j=q(lf);var cf=H($e,6,0),ye=q(cf),df=H($e,6,1),st=q(df),uf=H($e,6,2),vr=q(uf);var Sr=U($e,10);var ff=H($e,0),Ji=q(ff),Qi=Ti($e,0);var hf=Q("Ch5nb29nbGUvcnBjL2Vycm9yX2RldGFpbHMucHJvdG8SCmdvb2dsZS5ycGMikwEKCUVycm9ySW5mbxIOCgZyZWFzb24YASABKAkSDgoGZG9tYWluGAIgASgJEjUKCG1ldGFkYXRhGAMgAygLMiMuZ29vZ2xlLnJwYy5FcnJvckluZm8uTWV0YWRhdGFFbnRyeRovCg1NZXRhZGF0YUVudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEiOwoJUmV0cnlJbmZvEi4KC3JldHJ5X2RlbGF5GAEgASgLMhkuZ29vZ2xlLnByb3RvYnVmLkR1cmF0aW9uIjIKCURlYnVnSW5mbxIVCg1zdGFja19lbnRyaWVzGAEgAygJEg4KBmRldGFpbBgCIAEoCSKPAwoMUXVvdGFGYWlsdXJlEjYKCnZpb2xhdGlvbnMYASADKAsyIi5nb29nbGUucnBjLlF1b3RhRmFpbHVyZS5WaW9sYXRpb24axgIKCVZpb2xhdGlvbhIPCgdzdWJqZWN0GAEgASgJEhMKC2Rlc2NyaXB0aW9uGAIgASgJEhMKC2FwaV9zZXJ2aWNlGAMgASgJEhQKDHF1b3RhX21ldHJpYxgEIAEoCRIQCghxdW90YV9pZBgFIAEoCRJRChBxdW90YV9kaW1lbnNpb25zGAYgAygLMjcuZ29vZ2xlLnJwYy5RdW90YUZhaWx1cmUuVmlvbGF0aW9uLlF1b3RhRGltZW5zaW9uc0VudHJ5EhMKC3F1b3RhX3ZhbHVlGAcgASgDEh8KEmZ1dHVyZV9xdW90YV92YWx1ZRgIIAEoA0gAiAEBGjYKFFF1b3RhRGltZW5zaW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAFCFQoTX2Z1dHVyZV9xdW90YV92YWx1ZSKVAQoTUHJlY29uZGl0aW9uRmFpbHVyZRI9Cgp2aW9sYXRpb25zGAEgAygLMikuZ29vZ2xlLnJwYy5QcmVjb25kaXRpb25GYWlsdXJlLlZpb2xhdGlvbho/CglWaW9sYXRpb24SDAoEdHlwZRgBIAEoCRIPCgdzdWJqZWN0GAIgASgJEhMKC2Rlc2NyaXB0aW9uGAMgASgJIswBCgpCYWRSZXF1ZXN0Ej8KEGZpZWxkX3Zpb2xhdGlvbnMYASADKAsyJS5nb29nbGUucnBjLkJhZFJlcXVlc3QuRmllbGRWaW9sYXRpb24afQoORmllbGRWaW9sYXRpb24SDQoFZmllbGQYASABKAkSEwoLZGVzY3JpcHRpb24YAiABKAkSDgoGcmVhc29uGAMgASgJEjcKEWxvY2FsaXplZF9tZXNzYWdlGAQgASgLMhwuZ29vZ2xlLnJwYy5Mb2NhbGl6ZWRNZXNzYWdlIjcKC1JlcXVlc3RJbmZvEhIKCnJlcXVlc3RfaWQYASABKAkSFAoMc2VydmluZ19kYXRhGAIgASgJImAKDFJlc291cmNlSW5mbxIVCg1yZXNvdXJjZV90eXBlGAEgASgJEhUKDXJlc291cmNlX25hbWUYAiABKAkSDQoFb3duZXIYAyABKAkSEwoLZGVzY3JpcHRpb24YBCABKAkiVgoESGVscBIkCgVsaW5rcxgBIAMoCzIVLmdvb2dsZS5ycGMuSGVscC5MaW5rGigKBExpbmsSEwoLZGVzY3JpcHRpb24YASABKAkSCwoDdXJsGAIgASgJIjMKEExvY2FsaXplZE1lc3NhZ2USDgoGbG9jYWxlGAEgASgJEg8KB21lc3NhZ2UYAiABKAlCbAoOY29tLmdvb2dsZS5ycGNCEUVycm9yRGV0YWlsc1Byb3RvUAFaP2dvb2dsZS5nb2xhbmcub3JnL2dlbnByb3RvL2dvb2dsZWFwaXMvcnBjL2VycmRldGFpbHM7ZXJyZGV0YWlsc6ICA1JQQ2IGcHJvdG8z",[yn]),Pi=U(hf,0);var pf=Er({baseUrl:location.origin,useBinaryFormat:!0}),V=fr(Qi,pf);function W(e){return e?{headers:{authorization:`Bearer ${e}`}}:{}}function ee(){return crypto.randomUUID()}function Gt(){let e=crypto.getRandomValues(new Uint8Array(32));return btoa(String.fromCharCode(...e)).replace(/\+/g,"-").replace(/\//g,"_").replace(/=+$/,"")}async function Ut(e){for(let t=0;;t+=1)try{return await e()}catch(n){let{err:o}=re(n);if(t>=3||![A.Unavailable,A.Unknown,A.DeadlineExceeded].includes(o.code))throw n;await new Promise(r=>setTimeout(r,400*2**t))}}function zi(e){return`error-${e.toLowerCase().replace(/_/g,"-")}`}function re(e){let t=T.from(e),n=t.findDetails(Pi)[0];return{err:t,reason:n?n.reason:"",metadata:n?n.metadata:{}}}function G(e){let{err:t,reason:n}=re(e);if(n&&qt(zi(n)))return d(zi(n));if(it(e))return d("error-unreachable");let o=t.rawMessage||n||String(t.code);return d("error-other",{message:o.charAt(0).toUpperCase()+o.slice(1)+(o.endsWith(".")?"":".")})}function it(e){let{err:t,reason:n}=re(e);return!n&&[A.Unavailable,A.Unknown,A.DeadlineExceeded].includes(t.code)}var Ar="http://www.w3.org/2000/svg";function qi(e,t,n){for(let[o,r]of Object.entries(t||{}))r==null||r===!1||(o.startsWith("on")?e.addEventListener(o.slice(2),r):o==="class"?e.setAttribute("class",r):e.setAttribute(o,r===!0?"":String(r)));for(let o of n.flat(1/0)){if(o==null||o===!1)continue;let r=typeof o=="number"||typeof o=="bigint"?Z(o,{useGrouping:!1}):String(o);e.append(o instanceof Node?o:document.createTextNode(r))}return e}function u(e,t,...n){return qi(document.createElement(e),t,n)}function F(e,t,...n){return qi(document.createElementNS(Ar,e),t,n)}var Hi=new Map;function mf(e){for(let t of e.querySelectorAll("text, tspan"))for(let n of t.childNodes)n.nodeType===Node.TEXT_NODE&&/[0-9]/.test(n.textContent)&&(n.textContent=n.textContent.replace(/[0-9]+/g,o=>Z(Number(o))))}function Ct(e){let t=`${Ze()}
${e}`,n=Hi.get(t);if(!n){let o=new DOMParser().parseFromString(`<svg xmlns="${Ar}">${e}</svg>`,"image/svg+xml");n=document.createElementNS(Ar,"g");for(let r of[...o.documentElement.childNodes])n.append(document.importNode(r,!0));mf(n),Hi.set(t,n)}return n.cloneNode(!0)}function O(e,...t){e.replaceChildren(...t.flat().filter(Boolean))}var el="meeple.tables.v1";function tl(){try{return JSON.parse(localStorage.getItem(el)||"{}")}catch{return{}}}function Wn(e){return tl()[e]||null}function Ve(e,t){let n=tl();return n[e]={...n[e]||{},...t},localStorage.setItem(el,JSON.stringify(n)),n[e]}var xr=new TextEncoder;function lt(e){return[...e].map(t=>t.toString(16).padStart(2,"0")).join("")}function nl(e){return new Uint8Array([e>>>24&255,e>>>16&255,e>>>8&255,e&255])}function gf(e){let t=new Uint8Array(e.reduce((o,r)=>o+r.length,0)),n=0;for(let o of e)t.set(o,n),n+=o.length;return t}async function ol(e){return new Uint8Array(await crypto.subtle.digest("SHA-256",gf(e)))}var Nr=new Uint8Array([0]);async function rl(e){let t=e.fairness,n=await ol([xr.encode("meeple/seed-commitment/v1"),Nr,xr.encode(e.name),Nr,t.serverSecret]),o=e.seats.flatMap(a=>[nl(a.entropy.length),a.entropy]),r=await ol([xr.encode("meeple/seed/v1"),Nr,t.serverSecret,nl(e.seats.length),...o]);return{commitment:lt(n)===lt(t.commitment),seed:lt(r)===lt(t.seed)}}function _n(){return crypto.getRandomValues(new Uint8Array(32))}function bf(e){let t=`bot-name-${e.kind}`;return qt(t)?d(`bot-name-${e.kind}`,{level:e.level}):null}function Ir(e){return!e||e.player!==st.BOT||e.absent||!e.bot?null:bf(e.bot)}function al(e){return Ir(e)??e.displayName}function we(e,t,n,o=null){document.title=d("app-page-title",{page:t}),O(e,u("section",{class:"card error-page",id:"bad-link"},u("h1",{},t),u("p",{role:"alert"},n),o,u("p",{},u("a",{href:"/"},d("invite-start-new")))))}function Rr(e,t,n){history.replaceState(null,"",`/t/${t}`),we(e,d("invite-broken-heading"),d(`invite-broken-${n}`),["full","started"].includes(n)?u("p",{class:"muted"},d("invite-watch-instead")):null),document.getElementById("bad-link").dataset.why=n}function yf(e){let t=e.seats.filter(n=>n.state===ye.EMPTY).length;return e.state===j.FINISHED?"over":e.state===j.ABANDONED?"abandoned":t?"":e.state===j.WAITING?"full":"started"}async function sl(e,t,n,o){let r=`tables/${t}`;document.title=d("invite-title"),O(e,u("p",{class:"muted"},d("invite-loading")));let a;try{a=(await V.previewTable({name:r,inviteToken:n})).preview}catch(i){Rr(e,t,it(i)?"unreachable":"bad");return}let s=yf(a);if(s){Rr(e,t,s);return}kf(e,t,r,n,a,o)}function wf(e){let t=en(e.game,e.gameDisplayName||e.game.split("/")[1]),n=e.seats.filter(r=>r.state===ye.EMPTY).length,o=[...Object.entries(e.options).map(([r,a])=>[{name:r,service:!1},a]),...Object.entries(e.serviceOptions).map(([r,a])=>[{name:r,service:!0},a])].map(([r,a])=>[tn(e.game,r),gt(e.game,r,a)]);return[u("p",{class:"lead",id:"invite-game"},e.hostDisplayName?d("invite-game-by-host",{host:e.hostDisplayName,game:t}):d("invite-game",{game:t})),e.displayName?u("p",{class:"muted"},d("invite-table-name",{name:e.displayName})):null,u("h2",{},d("invite-seats")),u("ul",{class:"seats",id:"invite-seats"},e.seats.map(r=>u("li",{class:"seat","data-seat":r.index,"data-free":String(r.state===ye.EMPTY)},r.state===ye.EMPTY?d("invite-seat-free"):Ir(r)??(r.player===st.BOT?d("invite-seat-bot",{name:r.displayName}):r.displayName)))),u("p",{id:"invite-free"},d("invite-free-count",{count:n})),o.length?u("details",{class:"invite-options"},u("summary",{},d("invite-options")),u("dl",{id:"invite-options"},o.flatMap(([r,a])=>[u("dt",{},r),u("dd",{},a)]))):null]}function kf(e,t,n,o,r,a){let s=u("input",{id:"name",required:!0,maxlength:40,autocomplete:"nickname",placeholder:d("invite-name-example")}),i=u("p",{class:"status",role:"status"}),l=u("form",{class:"card join",id:"join"},u("h1",{},d("invite-heading")),wf(r),u("label",{},d("invite-your-name"),s),u("button",{type:"submit",class:"primary",id:"take-seat"},d("invite-take-seat")),i);l.addEventListener("submit",async c=>{c.preventDefault(),i.textContent=d("invite-taking-seat");try{let f={table:n,inviteToken:o,displayName:s.value.trim(),requestId:ee(),seatCredential:Gt(),entropy:_n()},p=await Ut(()=>V.joinTable(f)),w=Ve(t,{seat:p.seat,credential:p.seatCredential,name:s.value.trim()});history.replaceState(null,"",`/t/${t}`),a(w)}catch(f){let{reason:p}=re(f),w={TABLE_NOT_FOUND:"bad",TABLE_FULL:"full",TABLE_NOT_WAITING:"started"};w[p]?Rr(e,t,w[p]):(i.textContent=G(f),i.setAttribute("role","alert"))}}),O(e,l),s.focus()}function il(e,{onChange:t=()=>location.reload()}={}){let n=document.createElement("select");n.id="language",n.className="language-select";for(let r of Ge){let a=document.createElement("option");a.value=r,a.lang=r,a.textContent=d(`language-name-${r}`),a.selected=r===Ze(),n.append(a)}let o=document.createElement("label");return o.className="language-switch",o.htmlFor="language",o.textContent=d("language-switch"),n.addEventListener("change",()=>{Ht(n.value,{persist:!0}),t(n.value)}),e.setAttribute("aria-label",d("language-switch")),e.replaceChildren(o,n),n}var Ef=[["","lobby-player-person"],["random","lobby-player-random"],["greedy","lobby-player-greedy"],["search","lobby-player-search"]];async function ll(e){document.title=d("lobby-title"),O(e,u("p",{class:"muted"},d("lobby-loading")));let t;try{t=(await V.listGames({})).games}catch(m){O(e,u("section",{class:"card error-page"},u("h1",{},d("lobby-cannot-open")),u("p",{role:"alert"},G(m))));return}let n=u("form",{class:"card lobby",id:"lobby"}),o=u("select",{id:"game",name:"game"},t.map(m=>u("option",{value:m.name},en(m.name,m.displayName)))),r=u("select",{id:"seats",name:"seats"}),a=u("div",{class:"options"}),s=u("div",{class:"others",id:"other-seats"}),i=u("input",{id:"name",name:"name",required:!0,maxlength:40,autocomplete:"nickname",placeholder:d("lobby-name-example")}),l=u("input",{type:"checkbox",id:"auto-start"}),c=u("p",{class:"status",role:"status"});function f(){return t.find(m=>m.name===o.value)}function p(){let m=f();O(r,...Array.from({length:m.maxPlayers-m.minPlayers+1},(g,b)=>{let y=m.minPlayers+b;return u("option",{value:y},d("lobby-seat-count",{count:y}))})),O(a,...m.options.map(g=>{let b=u("select",{id:`option-${g.name}`,"data-option":g.name},g.choices.map(y=>u("option",{value:y,selected:y===g.defaultValue},y===g.defaultValue?d("lobby-option-default",{value:gt(m.name,g,y)}):gt(m.name,g,y))));return u("label",{class:"option"},u("span",{class:"option-name"},tn(m.name,g)),b,u("small",{class:"muted"},ya(m.name,g)))}))}function w(){let m=Number(r.value),g=Array.from(s.querySelectorAll("select"),b=>b.value);O(s,...Array.from({length:m-1},(b,y)=>{let v=u("select",{id:`seat-${y+1}`,"data-seat":y+1},Ef.map(([S,N])=>u("option",{value:S,selected:S===(g[y]||"")},d(N))));return u("label",{class:"option"},u("span",{class:"option-name"},d("lobby-seat-number",{number:y+2})),v)}))}o.addEventListener("change",()=>{p(),w()}),r.addEventListener("change",w),p(),w(),n.append(u("h1",{},d("lobby-heading")),u("p",{class:"muted"},d("lobby-intro")),u("label",{},d("lobby-game"),o),u("label",{},d("lobby-seats"),r),u("fieldset",{class:"other-seats"},u("legend",{},d("lobby-other-seats")),s),u("details",{class:"table-options"},u("summary",{},d("lobby-table-options")),a),u("label",{},d("lobby-your-name"),i),u("label",{class:"check"},l,d("lobby-auto-start")),u("button",{type:"submit",id:"create",class:"primary"},d("lobby-create")),c,u("p",{class:"muted"},u("a",{href:"/replay",id:"open-record"},d("record-open")))),n.addEventListener("submit",async m=>{m.preventDefault(),c.textContent=d("lobby-creating");let g={};for(let y of a.querySelectorAll("select"))g[y.dataset.option]=y.value;let b={};for(let y of s.querySelectorAll("select"))y.value&&(b[Number(y.dataset.seat)]={kind:y.value,level:0});try{let y={game:o.value,seatCount:Number(r.value),options:g,visibility:Ji.PRIVATE,autoStart:l.checked,displayName:d("lobby-table-label",{name:i.value.trim()}).replace(/[\u2068\u2069]/g,""),hostDisplayName:i.value.trim(),requestId:ee(),hostCredential:Gt(),botSeats:b},v=await Ut(()=>V.createTable(y)),S=v.table.name.split("/")[1];Ve(S,{host:v.hostCredential,invite:v.inviteToken,spectate:v.spectatorToken,inviteUrl:v.inviteUrl,spectatorUrl:v.spectatorUrl});let N={table:v.table.name,inviteToken:v.inviteToken,displayName:i.value.trim(),requestId:ee(),seatCredential:Gt(),entropy:_n()},B=await Ut(()=>V.joinTable(N));Ve(S,{seat:B.seat,credential:B.seatCredential,name:i.value.trim()}),location.assign(`/t/${S}`)}catch(y){c.textContent=G(y),c.setAttribute("role","alert")}}),O(e,n)}var Wr={};Pr(Wr,{burgundy:()=>Ff});var Te=Q("CiFtZWVwbGUvYnVyZ3VuZHkvdjEvYnVyZ3VuZHkucHJvdG8SEm1lZXBsZS5idXJndW5keS52MSI2CgVEZXBvdBIOCgZudW1iZXIYASABKAUSDgoGc3BhY2VzGAIgAygJEg0KBWdvb2RzGAMgAygFIigKCkVzdGF0ZVRpbGUSDAoEY2VsbBgBIAEoBRIMCgR0aWxlGAIgASgJIkYKCUJvbnVzVGlsZRIqCgZjb2xvdXIYASABKA4yGi5tZWVwbGUuYnVyZ3VuZHkudjEuQ29sb3VyEg0KBWxhcmdlGAIgASgIIhsKClRyYWNrU3BhY2USDQoFc2VhdHMYASADKA0iqgIKBlBsYXllchIMCgRzZWF0GAEgASgNEg0KBXNjb3JlGAIgASgFEg4KBnNpbHZlchgDIAEoBRIPCgd3b3JrZXJzGAQgASgFEg0KBWdvb2RzGAUgAygFEgwKBHNvbGQYBiADKAUSDwoHc3RvcmFnZRgHIAMoCRIuCgZlc3RhdGUYCCADKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuRXN0YXRlVGlsZRIMCgRkaWNlGAkgAygFEhMKC3VudXNlZF9kaWNlGAogAygFEjIKC2JvbnVzX3RpbGVzGAsgAygLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLkJvbnVzVGlsZRIXCg9wb2ludHNfYnlfY2F1c2UYDCADKAUSFAoMZW1wdHlfc3BhY2VzGA0gASgFIigKCVRpbGVDb3VudBIMCgR0aWxlGAEgASgJEg0KBWNvdW50GAIgASgFIsgFCgVTdGF0ZRITCgtudW1fcGxheWVycxgBIAEoBRI3CgdvcHRpb25zGAIgAygLMiYubWVlcGxlLmJ1cmd1bmR5LnYxLlN0YXRlLk9wdGlvbnNFbnRyeRIoCgVzdGFnZRgDIAEoDjIZLm1lZXBsZS5idXJndW5keS52MS5TdGFnZRITCgtjaGFuY2Vfc3RlcBgEIAEoBRINCgVwaGFzZRgFIAEoBRINCgVyb3VuZBgGIAEoBRISCgp0dXJuX29yZGVyGAcgAygNEhIKCnR1cm5faW5kZXgYCCABKAUSEQoJd2hpdGVfZGllGAkgASgFEikKBmRlcG90cxgKIAMoCzIZLm1lZXBsZS5idXJndW5keS52MS5EZXBvdBITCgtyb3VuZF9nb29kcxgLIAMoBRIYChB1bnJldmVhbGVkX2dvb2RzGAwgAygFEjQKDW5vcm1hbF9zdXBwbHkYDSADKAsyHS5tZWVwbGUuYnVyZ3VuZHkudjEuVGlsZUNvdW50EjMKDGJsYWNrX3N1cHBseRgOIAMoCzIdLm1lZXBsZS5idXJndW5keS52MS5UaWxlQ291bnQSGQoRdGlsZXNfb3V0X29mX2dhbWUYDyABKAUSKwoHcGxheWVycxgQIAMoCzIaLm1lZXBsZS5idXJndW5keS52MS5QbGF5ZXISLQoFdHJhY2sYESADKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuVHJhY2tTcGFjZRI5Cg5wZW5kaW5nX2VmZmVjdBgSIAEoDjIhLm1lZXBsZS5idXJndW5keS52MS5QZW5kaW5nRWZmZWN0EhgKEGJvdWdodF90aGlzX3R1cm4YEyABKAgSGAoQcGVuZGluZ19kZWNpc2lvbhgUIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASKYBQoEVmlldxIRCgRzZWF0GAEgASgNSACIAQESEwoLbnVtX3BsYXllcnMYAiABKAUSNgoHb3B0aW9ucxgDIAMoCzIlLm1lZXBsZS5idXJndW5keS52MS5WaWV3Lk9wdGlvbnNFbnRyeRIoCgVzdGFnZRgEIAEoDjIZLm1lZXBsZS5idXJndW5keS52MS5TdGFnZRINCgVwaGFzZRgFIAEoBRINCgVyb3VuZBgGIAEoBRISCgp0dXJuX29yZGVyGAcgAygNEhkKDGN1cnJlbnRfc2VhdBgIIAEoDUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YCSABKAkSEQoJd2hpdGVfZGllGAogASgFEikKBmRlcG90cxgLIAMoCzIZLm1lZXBsZS5idXJndW5keS52MS5EZXBvdBITCgtyb3VuZF9nb29kcxgMIAMoBRIrCgdwbGF5ZXJzGA0gAygLMhoubWVlcGxlLmJ1cmd1bmR5LnYxLlBsYXllchItCgV0cmFjaxgOIAMoCzIeLm1lZXBsZS5idXJndW5keS52MS5UcmFja1NwYWNlEjkKDnBlbmRpbmdfZWZmZWN0GA8gASgOMiEubWVlcGxlLmJ1cmd1bmR5LnYxLlBlbmRpbmdFZmZlY3QSGAoQYm91Z2h0X3RoaXNfdHVybhgQIAEoCBIbChNub3JtYWxfc3VwcGx5X2NvdW50GBEgASgFEhoKEmJsYWNrX3N1cHBseV9jb3VudBgSIAEoBRIYChBib251c190aWxlc19sZWZ0GBMgAygFGi4KDE9wdGlvbnNFbnRyeRILCgNrZXkYASABKAkSDQoFdmFsdWUYAiABKAk6AjgBQgcKBV9zZWF0Qg8KDV9jdXJyZW50X3NlYXQiXAoOVGFrZVRpbGVBY3Rpb24SCwoDZGllGAEgASgFEg8KB3dvcmtlcnMYAiABKAUSDQoFZGVwb3QYAyABKAUSDAoEdGlsZRgEIAEoCRIPCgdkaXNjYXJkGAUgASgJIksKD1BsYWNlVGlsZUFjdGlvbhILCgNkaWUYASABKAUSDwoHd29ya2VycxgCIAEoBRIMCgR0aWxlGAMgASgJEgwKBGNlbGwYBCABKAUiPgoPU2VsbEdvb2RzQWN0aW9uEgsKA2RpZRgBIAEoBRIPCgd3b3JrZXJzGAIgASgFEg0KBWdvb2RzGAMgASgFIiAKEVRha2VXb3JrZXJzQWN0aW9uEgsKA2RpZRgBIAEoBSJrCg1CdXlUaWxlQWN0aW9uEg0KBWRlcG90GAEgASgFEgwKBHRpbGUYAiABKAkSLAoHcGF5bWVudBgDIAEoDjIbLm1lZXBsZS5idXJndW5keS52MS5QYXltZW50Eg8KB2Rpc2NhcmQYBCABKAkiRQoPU2hpcEdvb2RzQWN0aW9uEg0KBWRlcG90GAEgASgFEhQKDHNlY29uZF9kZXBvdBgCIAEoBRINCgVnb29kcxgDIAMoBSIPCg1FbmRUdXJuQWN0aW9uIhUKE0RlY2xpbmVFZmZlY3RBY3Rpb24i7AMKBkFjdGlvbhI3Cgl0YWtlX3RpbGUYASABKAsyIi5tZWVwbGUuYnVyZ3VuZHkudjEuVGFrZVRpbGVBY3Rpb25IABI5CgpwbGFjZV90aWxlGAIgASgLMiMubWVlcGxlLmJ1cmd1bmR5LnYxLlBsYWNlVGlsZUFjdGlvbkgAEjkKCnNlbGxfZ29vZHMYAyABKAsyIy5tZWVwbGUuYnVyZ3VuZHkudjEuU2VsbEdvb2RzQWN0aW9uSAASPQoMdGFrZV93b3JrZXJzGAQgASgLMiUubWVlcGxlLmJ1cmd1bmR5LnYxLlRha2VXb3JrZXJzQWN0aW9uSAASNQoIYnV5X3RpbGUYBSABKAsyIS5tZWVwbGUuYnVyZ3VuZHkudjEuQnV5VGlsZUFjdGlvbkgAEjkKCnNoaXBfZ29vZHMYBiABKAsyIy5tZWVwbGUuYnVyZ3VuZHkudjEuU2hpcEdvb2RzQWN0aW9uSAASNQoIZW5kX3R1cm4YByABKAsyIS5tZWVwbGUuYnVyZ3VuZHkudjEuRW5kVHVybkFjdGlvbkgAEkEKDmRlY2xpbmVfZWZmZWN0GAggASgLMicubWVlcGxlLmJ1cmd1bmR5LnYxLkRlY2xpbmVFZmZlY3RBY3Rpb25IAEIICgZhY3Rpb24iHgoOU3RhcnRTZWF0RHJhd24SDAoEc2VhdBgBIAEoDSI6Cg1Hb29kc1JldmVhbGVkEhEKBHNlYXQYASABKA1IAIgBARINCgVnb29kcxgCIAEoBUIHCgVfc2VhdCI0CgxQaGFzZVN0YXJ0ZWQSDQoFcGhhc2UYASABKAUSFQoNdGlsZXNfcmVtb3ZlZBgCIAEoBSI5CgtEZXBvdEZpbGxlZBINCgVkZXBvdBgBIAEoBRINCgVzcGFjZRgCIAEoBRIMCgR0aWxlGAMgASgJIkAKDFJvdW5kU3RhcnRlZBINCgVwaGFzZRgBIAEoBRINCgVyb3VuZBgCIAEoBRISCgp0dXJuX29yZGVyGAMgAygNIjYKCURpZVJvbGxlZBIRCgRzZWF0GAEgASgNSACIAQESDQoFdmFsdWUYAiABKAVCBwoFX3NlYXQiKwoLR29vZHNQbGFjZWQSDQoFZGVwb3QYASABKAUSDQoFZ29vZHMYAiABKAUiGwoLVHVyblN0YXJ0ZWQSDAoEc2VhdBgBIAEoDSI5CgtXb3JrZXJzUGFpZBIMCgRzZWF0GAEgASgNEgsKA2RpZRgCIAEoBRIPCgd3b3JrZXJzGAMgASgFIocBCglUaWxlVGFrZW4SDAoEc2VhdBgBIAEoDRINCgVkZXBvdBgCIAEoBRIMCgR0aWxlGAMgASgJEhEKCWRpc2NhcmRlZBgEIAEoCRIOCgZib3VnaHQYBSABKAgSLAoHcGF5bWVudBgGIAEoDjIbLm1lZXBsZS5idXJndW5keS52MS5QYXltZW50IjYKClRpbGVQbGFjZWQSDAoEc2VhdBgBIAEoDRIMCgR0aWxlGAIgASgJEgwKBGNlbGwYAyABKAUiWAoJR29vZHNTb2xkEgwKBHNlYXQYASABKA0SDQoFZ29vZHMYAiABKAUSDQoFY291bnQYAyABKAUSDgoGc2lsdmVyGAQgASgFEg8KB3dvcmtlcnMYBSABKAUiPQoMV29ya2Vyc1Rha2VuEgwKBHNlYXQYASABKA0SDwoHd29ya2VycxgCIAEoBRIOCgZzaWx2ZXIYAyABKAUiRwoKR29vZHNUYWtlbhIMCgRzZWF0GAEgASgNEg0KBWRlcG90GAIgASgFEg0KBWdvb2RzGAMgASgFEg0KBWNvdW50GAQgASgFIiwKDVRyYWNrQWR2YW5jZWQSDAoEc2VhdBgBIAEoDRINCgVzcGFjZRgCIAEoBSJdCg5FZmZlY3RSZXNvbHZlZBIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkSDgoGZGV0YWlsGAMgASgJEg4KBnNpbHZlchgEIAEoBRIPCgd3b3JrZXJzGAUgASgFIsgBCgxQb2ludHNTY29yZWQSDAoEc2VhdBgBIAEoDRIOCgZwb2ludHMYAiABKAUSLQoFY2F1c2UYAyABKA4yHi5tZWVwbGUuYnVyZ3VuZHkudjEuU2NvcmVDYXVzZRIOCgZyZWdpb24YBCABKAUSKgoGY29sb3VyGAUgASgOMhoubWVlcGxlLmJ1cmd1bmR5LnYxLkNvbG91chINCgVsYXJnZRgGIAEoCBIRCglrbm93bGVkZ2UYByABKAUSDQoFdG90YWwYCCABKAUiSwoLUGhhc2VJbmNvbWUSDAoEc2VhdBgBIAEoDRINCgVtaW5lcxgCIAEoBRIOCgZzaWx2ZXIYAyABKAUSDwoHd29ya2VycxgEIAEoBSIZCglUdXJuRW5kZWQSDAoEc2VhdBgBIAEoDSIpCghHYW1lT3ZlchIOCgZzY29yZXMYASADKAUSDQoFcmFua3MYAiADKA0ihwkKBUV2ZW50EjsKDmdvb2RzX3JldmVhbGVkGAEgASgLMiEubWVlcGxlLmJ1cmd1bmR5LnYxLkdvb2RzUmV2ZWFsZWRIABI5Cg1waGFzZV9zdGFydGVkGAIgASgLMiAubWVlcGxlLmJ1cmd1bmR5LnYxLlBoYXNlU3RhcnRlZEgAEjcKDGRlcG90X2ZpbGxlZBgDIAEoCzIfLm1lZXBsZS5idXJndW5keS52MS5EZXBvdEZpbGxlZEgAEjkKDXJvdW5kX3N0YXJ0ZWQYBCABKAsyIC5tZWVwbGUuYnVyZ3VuZHkudjEuUm91bmRTdGFydGVkSAASMwoKZGllX3JvbGxlZBgFIAEoCzIdLm1lZXBsZS5idXJndW5keS52MS5EaWVSb2xsZWRIABI3Cgxnb29kc19wbGFjZWQYBiABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuR29vZHNQbGFjZWRIABI3Cgx0dXJuX3N0YXJ0ZWQYByABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuVHVyblN0YXJ0ZWRIABI3Cgx3b3JrZXJzX3BhaWQYCCABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuV29ya2Vyc1BhaWRIABIzCgp0aWxlX3Rha2VuGAkgASgLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLlRpbGVUYWtlbkgAEjUKC3RpbGVfcGxhY2VkGAogASgLMh4ubWVlcGxlLmJ1cmd1bmR5LnYxLlRpbGVQbGFjZWRIABIzCgpnb29kc19zb2xkGAsgASgLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLkdvb2RzU29sZEgAEjkKDXdvcmtlcnNfdGFrZW4YDCABKAsyIC5tZWVwbGUuYnVyZ3VuZHkudjEuV29ya2Vyc1Rha2VuSAASNQoLZ29vZHNfdGFrZW4YDSABKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuR29vZHNUYWtlbkgAEjsKDnRyYWNrX2FkdmFuY2VkGA4gASgLMiEubWVlcGxlLmJ1cmd1bmR5LnYxLlRyYWNrQWR2YW5jZWRIABI9Cg9lZmZlY3RfcmVzb2x2ZWQYDyABKAsyIi5tZWVwbGUuYnVyZ3VuZHkudjEuRWZmZWN0UmVzb2x2ZWRIABI5Cg1wb2ludHNfc2NvcmVkGBAgASgLMiAubWVlcGxlLmJ1cmd1bmR5LnYxLlBvaW50c1Njb3JlZEgAEjcKDHBoYXNlX2luY29tZRgRIAEoCzIfLm1lZXBsZS5idXJndW5keS52MS5QaGFzZUluY29tZUgAEjMKCnR1cm5fZW5kZWQYEiABKAsyHS5tZWVwbGUuYnVyZ3VuZHkudjEuVHVybkVuZGVkSAASMQoJZ2FtZV9vdmVyGBMgASgLMhwubWVlcGxlLmJ1cmd1bmR5LnYxLkdhbWVPdmVySAASPgoQc3RhcnRfc2VhdF9kcmF3bhgUIAEoCzIiLm1lZXBsZS5idXJndW5keS52MS5TdGFydFNlYXREcmF3bkgAQgcKBWV2ZW50KpQBCgZDb2xvdXISFgoSQ09MT1VSX1VOU1BFQ0lGSUVEEAASEQoNQ09MT1VSX0NBU1RMRRABEhIKDkNPTE9VUl9QQVNUVVJFEAISDwoLQ09MT1VSX1NISVAQAxIPCgtDT0xPVVJfTUlORRAEEhMKD0NPTE9VUl9CVUlMRElORxAFEhQKEENPTE9VUl9LTk9XTEVER0UQBiqSAQoFU3RhZ2USFQoRU1RBR0VfVU5TUEVDSUZJRUQQABIVChFTVEFHRV9TRVRVUF9HT09EUxABEhUKEVNUQUdFX0ZJTExfREVQT1RTEAISDgoKU1RBR0VfUk9MTBADEg4KClNUQUdFX1BMQVkQBBIOCgpTVEFHRV9PVkVSEAUSFAoQU1RBR0VfU1RBUlRfU0VBVBAGKv0BCg1QZW5kaW5nRWZmZWN0Eh4KGlBFTkRJTkdfRUZGRUNUX1VOU1BFQ0lGSUVEEAASFwoTUEVORElOR19FRkZFQ1RfU0hJUBABEhkKFVBFTkRJTkdfRUZGRUNUX0NBU1RMRRACEhwKGFBFTkRJTkdfRUZGRUNUX0NJVFlfSEFMTBADEhwKGFBFTkRJTkdfRUZGRUNUX1dBUkVIT1VTRRAEEhkKFVBFTkRJTkdfRUZGRUNUX01BUktFVBAFEiYKIlBFTkRJTkdfRUZGRUNUX0NBUlBFTlRFUlNfV09SS1NIT1AQBhIZChVQRU5ESU5HX0VGRkVDVF9DSFVSQ0gQBypeCgdQYXltZW50EhcKE1BBWU1FTlRfVU5TUEVDSUZJRUQQABISCg5QQVlNRU5UX1NJTFZFUhABEhMKD1BBWU1FTlRfV09SS0VSUxACEhEKDVBBWU1FTlRfTUlYRUQQAyqdAgoKU2NvcmVDYXVzZRIbChdTQ09SRV9DQVVTRV9VTlNQRUNJRklFRBAAEhQKEFNDT1JFX0NBVVNFX1NBTEUQARIXChNTQ09SRV9DQVVTRV9BTklNQUxTEAISFgoSU0NPUkVfQ0FVU0VfUkVHSU9OEAMSGgoWU0NPUkVfQ0FVU0VfQk9OVVNfVElMRRAEEhoKFlNDT1JFX0NBVVNFX1dBVENIVE9XRVIQBRIbChdTQ09SRV9DQVVTRV9GSU5BTF9HT09EUxAGEhwKGFNDT1JFX0NBVVNFX0ZJTkFMX1NJTFZFUhAHEh0KGVNDT1JFX0NBVVNFX0ZJTkFMX1dPUktFUlMQCBIZChVTQ09SRV9DQVVTRV9LTk9XTEVER0UQCUJIChZkZXYubWVlcGxlLmJ1cmd1bmR5LnYxUAFaLG1lZXBsZS5kZXYvZ2VuL21lZXBsZS9idXJndW5keS92MTtidXJndW5keXYxYgZwcm90bzM");var cl=U(Te,7);var dl=U(Te,9);var Vr=U(Te,16);var Tr=U(Te,37),vf=H(Te,0),ul=q(vf),Sf=H(Te,1),Ft=q(Sf),Af=H(Te,2),Be=q(Af),xf=H(Te,3),On=q(xf),Nf=H(Te,4),D=q(Nf);var We={burgundy:{buildings:["warehouse","watchtower","carpenters_workshop","church","market","boarding_house","bank","city_hall"],cells:[{color:"pasture",die:6,id:1,q:0,r:-3},{color:"castle",die:5,id:2,q:1,r:-3},{color:"castle",die:4,id:3,q:2,r:-3},{color:"knowledge",die:3,id:4,q:3,r:-3},{color:"pasture",die:2,id:5,q:-1,r:-2},{color:"pasture",die:1,id:6,q:0,r:-2},{color:"castle",die:6,id:7,q:1,r:-2},{color:"knowledge",die:5,id:8,q:2,r:-2},{color:"building",die:4,id:9,q:3,r:-2},{color:"pasture",die:5,id:10,q:-2,r:-1},{color:"pasture",die:4,id:11,q:-1,r:-1},{color:"building",die:3,id:12,q:0,r:-1},{color:"knowledge",die:1,id:13,q:1,r:-1},{color:"building",die:2,id:14,q:2,r:-1},{color:"building",die:3,id:15,q:3,r:-1},{color:"ship",die:6,id:16,q:-3,r:0},{color:"ship",die:1,id:17,q:-2,r:0},{color:"ship",die:2,id:18,q:-1,r:0},{color:"castle",die:6,id:19,q:0,r:0},{color:"ship",die:5,id:20,q:1,r:0},{color:"ship",die:4,id:21,q:2,r:0},{color:"ship",die:1,id:22,q:3,r:0},{color:"building",die:2,id:23,q:-3,r:1},{color:"building",die:5,id:24,q:-2,r:1},{color:"mine",die:4,id:25,q:-1,r:1},{color:"building",die:3,id:26,q:0,r:1},{color:"building",die:1,id:27,q:1,r:1},{color:"pasture",die:2,id:28,q:2,r:1},{color:"building",die:6,id:29,q:-3,r:2},{color:"mine",die:1,id:30,q:-2,r:2},{color:"knowledge",die:2,id:31,q:-1,r:2},{color:"building",die:5,id:32,q:0,r:2},{color:"building",die:6,id:33,q:1,r:2},{color:"mine",die:3,id:34,q:-3,r:3},{color:"knowledge",die:4,id:35,q:-2,r:3},{color:"knowledge",die:1,id:36,q:-1,r:3},{color:"building",die:3,id:37,q:0,r:3}],colours:{animal:"#9ccc65",building:"#e6cf9c",castle:"#2f6b3a",knowledge:"#f1d13a",mine:"#8d8d8d",pasture:"#9ccc65",ship:"#3a7bd5"},goods_colours:["#e6c229","#f28c28","#8e44ad","#2e86de","#27ae60","#c0392b"],tile_radius:20,tiles:{bank:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="0" cy="8" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="0" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="-4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/>',boarding_house:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e0a96d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7 6H7V2H-7Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="0" r="1.8" fill="#3a3226"/>',carpenters_workshop:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-12 2H8V-4H-12Z" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M8-6H13V4H8Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',castle:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#2f6b3a" stroke="#3a3226" stroke-width="1.5"/><path d="M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z" fill="#e8dfc4" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2.5" y="3" width="5" height="7" fill="#3a3226"/>',chicken_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',chicken_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',chicken_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',church:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-10 10V-1L0-9 10-1V10Z" fill="#f4ead2" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z" fill="#3a3226" stroke="#3a3226" stroke-width="0.6" stroke-linejoin="round"/><rect x="-2" y="4" width="4" height="6" fill="#3a3226"/>',city_hall:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-13-4L0-12 13-4Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-11" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="-5" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="1" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="7" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><path d="M-13 8H13V11H-13Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',cow_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',cow_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',cow_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',knowledge_1:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">1</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V-1L0-9 10-1V10Z" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_10:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">10</text><g transform="translate(7 9) scale(0.42)"><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_11:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">11</text><g transform="translate(7 9) scale(0.42)"><path d="M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z" fill="#e8dfc4" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2.5" y="3" width="5" height="7" fill="#3a3226"/></g>',knowledge_12:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">12</text><g transform="translate(7 9) scale(0.42)"><polygon points="7.8,-4.5 7.8,4.5 0.0,9.0 -7.8,4.5 -7.8,-4.5 -0.0,-9.0" fill="#2b2b2b" stroke="#3a3226"/></g>',knowledge_13:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">13</text><g transform="translate(7 9) scale(0.42)"><circle cx="0" cy="0" r="7" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.5"/></g>',knowledge_14:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">14</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_15:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">15</text><g transform="translate(7 9) scale(0.42)"><rect x="-7" y="-7" width="14" height="14" rx="2" fill="#8e44ad" stroke="#3a3226"/></g>',knowledge_16:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">16</text><g transform="translate(7 9) scale(0.42)"><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_17:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">17</text><g transform="translate(7 9) scale(0.42)"><path d="M-4 10V-5H4V10Z" fill="#c89f6a" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7-9H7V-5H-7Z" fill="#a0522d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-1.5" y="-2" width="3" height="4" fill="#3a3226"/></g>',knowledge_18:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">18</text><g transform="translate(7 9) scale(0.42)"><path d="M-12 2H8V-4H-12Z" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M8-6H13V4H8Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_19:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">19</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#f4ead2" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z" fill="#3a3226" stroke="#3a3226" stroke-width="0.6" stroke-linejoin="round"/><rect x="-2" y="4" width="4" height="6" fill="#3a3226"/></g>',knowledge_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">2</text><g transform="translate(7 9) scale(0.42)"><path d="M-14 10L-4-9 3-1 7-6 14 10Z" fill="#6b6b6b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V4a4 4 0 0 1 8 0V10Z" fill="#222222" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="6" y1="-12" x2="12" y2="-4" stroke="#f4d03f" stroke-width="1.6"/></g>',knowledge_20:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">20</text><g transform="translate(7 9) scale(0.42)"><path d="M-12-6H12L10-1H-10Z" fill="#c0392b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-6-6L-5-1M0-6V-1M6-6L5-1" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linejoin="round"/><path d="M-10-1H10V10H-10Z" fill="#d9b77e" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="4" r="2.2" fill="#e67e22"/><circle cx="3" cy="4" r="2.2" fill="#27ae60"/></g>',knowledge_21:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">21</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e0a96d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7 6H7V2H-7Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="0" r="1.8" fill="#3a3226"/></g>',knowledge_22:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">22</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="0" cy="8" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="0" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="-4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/></g>',knowledge_23:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">23</text><g transform="translate(7 9) scale(0.42)"><path d="M-13-4L0-12 13-4Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-11" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="-5" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="1" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="7" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><path d="M-13 8H13V11H-13Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_24:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">24</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/></g>',knowledge_25:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">25</text><g transform="translate(7 9) scale(0.42)"><rect x="-7" y="-7" width="14" height="14" rx="2" fill="#8e44ad" stroke="#3a3226"/></g>',knowledge_26:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">26</text><g transform="translate(7 9) scale(0.42)"><path d="M0-10L3-3 10-3 4 2 6 9 0 5-6 9-4 2-10-3-3-3Z" fill="#f4d03f" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">3</text><g transform="translate(7 9) scale(0.42)"><circle cx="0" cy="0" r="7" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.5"/></g>',knowledge_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">4</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_5:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">5</text><g transform="translate(7 9) scale(0.42)"><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_6:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">6</text><g transform="translate(7 9) scale(0.42)"><polygon points="7.8,-4.5 7.8,4.5 0.0,9.0 -7.8,4.5 -7.8,-4.5 -0.0,-9.0" fill="#2b2b2b" stroke="#3a3226"/></g>',knowledge_7:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">7</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_8:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">8</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_9:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">9</text><g transform="translate(7 9) scale(0.42)"><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',market:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-12-6H12L10-1H-10Z" fill="#c0392b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-6-6L-5-1M0-6V-1M6-6L5-1" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linejoin="round"/><path d="M-10-1H10V10H-10Z" fill="#d9b77e" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="4" r="2.2" fill="#e67e22"/><circle cx="3" cy="4" r="2.2" fill="#27ae60"/>',mine:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#8d8d8d" stroke="#3a3226" stroke-width="1.5"/><path d="M-14 10L-4-9 3-1 7-6 14 10Z" fill="#6b6b6b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V4a4 4 0 0 1 8 0V10Z" fill="#222222" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="6" y1="-12" x2="12" y2="-4" stroke="#f4d03f" stroke-width="1.6"/>',pig_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',pig_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',pig_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',sheep_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',sheep_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',sheep_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',ship:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#3a7bd5" stroke="#3a3226" stroke-width="1.5"/><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',warehouse:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',watchtower:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-4 10V-5H4V10Z" fill="#c89f6a" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7-9H7V-5H-7Z" fill="#a0522d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-1.5" y="-2" width="3" height="4" fill="#3a3226"/>'}},carcassonne:{farmer:'<path d="M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 c0,-3 2,-6 6,-6 Z" fill="COLOUR" stroke="#ffffff" stroke-width="1.6" transform="translate(0,0) rotate(-90) scale(0.95)"/>',follower:'<path d="M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 c0,-3 2,-6 6,-6 Z" fill="COLOUR" stroke="#ffffff" stroke-width="1.6" transform="translate(0,0) scale(0.95)"/>',spots:{CENTER:[50,50],E:[80,50],EL:[89,24],ER:[89,76],N:[50,20],NL:[24,11],NR:[76,11],S:[50,80],SL:[76,89],SR:[24,89],W:[20,50],WL:[11,76],WR:[11,24]},tiles:{A:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(0 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-90 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-180 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-270 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],B:['<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(0 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-90 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-180 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-270 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],C:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],D:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],E:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],F:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],G:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],H:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],I:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],J:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],K:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],L:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],M:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],N:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],O:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],P:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],Q:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],R:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],S:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],T:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],U:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],V:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],W:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],X:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>']}},seat_colour_names:["red","blue","yellow","green","black","purple"],seat_colours:["#d62728","#1f5fd6","#f2c500","#2ca02c","#222222","#b05fc4"]};var Se=We.burgundy,Xn="ABCDE",Dn=Se.tile_radius;function Kn(e){return["castle","ship","mine"].includes(e)?e:e.startsWith("knowledge_")?"knowledge":Se.buildings.includes(e)?"building":"animal"}function J(e){if(!e)return"";let t=Kn(e);if(t==="knowledge")return d("burgundy-tile-knowledge",{number:Number(e.slice(10))});if(t==="animal"){let[n,o]=e.split("_");return["cow","pig","sheep","chicken"].includes(n)?d(`burgundy-tile-${n}`,{count:Number(o)}):d("burgundy-tile-unknown",{label:e})}return d(`burgundy-tile-${e}`)}function fl(e,t={}){let n=Kn(e);if(n==="knowledge"){let o=Number(e.slice(10)),r=t.edition||"2019",a={15:r==="2011"?3:2,25:1,26:r==="2011"?2:3}[o]||4;return d(`burgundy-effect-knowledge-${o}`,{points:a,edition:r})}return n==="building"?d(`burgundy-effect-${e}`):n==="animal"?d("burgundy-effect-animal"):d(`burgundy-effect-${n}`)}function Lr(e,t,n,o,r={}){let a=F("g",{class:"btile","data-tile":e,transform:`translate(${t.toFixed(1)} ${n.toFixed(1)}) scale(${(o/Dn).toFixed(3)})`,...r},F("title",{},J(e))),s=Se.tiles[e];return s?a.append(Ct(s)):a.append(F("polygon",{points:Zr(0,0,Dn),fill:"#ccc",stroke:"#333"})),a}function Yt(e,t=40,n={}){let o=Dn+1;return F("svg",{viewBox:`${-o} ${-o} ${2*o} ${2*o}`,width:t,height:t,class:"tile-icon",role:"img","aria-label":J(e),...n},Lr(e,0,0,Dn))}function Zr(e,t,n){return Array.from({length:6},(o,r)=>{let a=Math.PI/180*(60*r-30);return`${(e+n*Math.cos(a)).toFixed(1)},${(t+n*Math.sin(a)).toFixed(1)}`}).join(" ")}function _e(e,t=1,n={}){return u("span",{class:"good",style:`border-color:${Se.goods_colours[e-1]}`,title:d("burgundy-goods",{type:e,count:t}),...n},t>1?d("burgundy-goods-chip",{type:e,count:t}):Z(e))}function $r(e){return d(`burgundy-colour-${e}`)}function Rf(e){let t=e.action.value,n=t.discard?[`discard:${t.discard}`]:[];switch(e.action.case){case"takeTile":return[`die:${t.die}`,`tile:${t.depot}:${t.tile}`,...n];case"placeTile":return[`die:${t.die}`,`stored:${t.tile}`,`cell:${t.cell}`];case"sellGoods":return[`die:${t.die}`,`goods:${t.goods}`];case"takeWorkers":return[`die:${t.die}`,"op:workers"];case"buyTile":return[`tile:${t.depot}:${t.tile}`,"op:buy",`pay:${t.payment}`,...n];case"shipGoods":return[`ship:${t.depot}`,...t.secondDepot?[`ship:${t.secondDepot}`]:[],`load:${t.goods.join(",")}`];case"endTurn":return["op:end"];case"declineEffect":return["op:decline"];default:return[`other:${e.action.case}`]}}function ie(e){return e.slice(0,e.indexOf(":"))}function Oe(e,t){let n=e.map(i=>({action:i,keys:Rf(i)})),o=n.filter(i=>t.every(l=>i.keys.includes(l))),r=new Set(o.length?o[0].keys:[]);for(let i of o.slice(1))for(let l of[...r])i.keys.includes(l)||r.delete(l);for(let i of t)r.add(i);let a=new Set;for(let i of o)for(let l of i.keys)r.has(l)||a.add(l);let s=o.filter(i=>i.keys.every(l=>r.has(l)));return{entries:n,candidates:o,chosen:r,open:a,ready:s.length?s[0].action:null}}function hl(e,t,n){if(t.includes(n))return t.filter(a=>a!==n);let o=ie(n),r=[...t.filter(a=>o==="ship"||ie(a)!==o),n];return Oe(e,r).candidates.length?r:Oe(e,[n]).candidates.length?[n]:t}function jn(e){return d("burgundy-with-die",{die:e.die,workers:e.workers})}function Jn(e){return d("burgundy-depot-name",{depot:e})}function pl(e){return d({[On.SILVER]:"burgundy-pay-silver",[On.WORKERS]:"burgundy-pay-workers",[On.MIXED]:"burgundy-pay-mixed"}[e]||"burgundy-pay-silver")}function ml(e){return pl(e)}function Br(e){let t=e.action.value;switch(e.action.case){case"takeTile":return d(t.discard?"burgundy-do-take-discard":"burgundy-do-take",{tile:J(t.tile),depot:Jn(t.depot),how:jn(t),discard:J(t.discard)});case"placeTile":{let n=Se.cells.find(o=>o.id===t.cell);return d("burgundy-do-place",{tile:J(t.tile),space:n?n.die:t.cell,how:jn(t)})}case"sellGoods":return d("burgundy-do-sell",{goods:t.goods,how:jn(t)});case"takeWorkers":return d("burgundy-do-workers",{how:jn(t)});case"buyTile":return d(t.discard?"burgundy-do-buy-discard":"burgundy-do-buy",{tile:J(t.tile),depot:Jn(t.depot),payment:pl(t.payment),discard:J(t.discard)});case"shipGoods":return d(t.secondDepot?"burgundy-do-ship-two":"burgundy-do-ship",{goods:t.goods.join(", "),depot:Jn(t.depot),second:Jn(t.secondDepot)});case"endTurn":return d("burgundy-do-end");case"declineEffect":return d("burgundy-do-decline");default:return e.action.case}}var Mr=["M10,0 A10,10 0 1,1 -10,0 A10,10 0 1,1 10,0 Z","M-8.5,-8.5 H8.5 V8.5 H-8.5 Z","M0,-10 L9.5,8 L-9.5,8 Z","M0,-10.5 L10.5,0 L0,10.5 L-10.5,0 Z","M0,-10 L9.5,-3.1 L5.9,8.1 L-5.9,8.1 L-9.5,-3.1 Z","M-5,-9 L5,-9 L10,0 L5,9 L-5,9 L-10,0 Z"];function Ae(e){return We.seat_colours[e%We.seat_colours.length]}function Gr(e){return Mr[e%Mr.length]}function Me(e){return F("svg",{class:"seat-dot",viewBox:"-12 -12 24 24","aria-hidden":"true","data-shape":e%Mr.length},F("path",{d:Gr(e),fill:Ae(e),stroke:"#222","stroke-width":1.5}))}var Wt=22,De=Se.cells.map(e=>({...e,x:Wt*Math.sqrt(3)*(e.q+e.r/2),y:Wt*1.5*e.r})),Qn=Wt+2,Pn={x:Math.min(...De.map(e=>e.x))-Qn,y:Math.min(...De.map(e=>e.y))-Qn,w:Math.max(...De.map(e=>e.x))-Math.min(...De.map(e=>e.x))+2*Qn,h:Math.max(...De.map(e=>e.y))-Math.min(...De.map(e=>e.y))+2*Qn};function bl(e){let t=Se.cells.find(n=>n.id===e);return t?t.die:0}function _t(e,t,n,o){return e.dataset.key=t.join(" "),n&&t.some(r=>n.open.has(r))&&e.classList.add("offer"),n&&t.some(r=>n.chosen.has(r)&&!n.open.has(r))&&t.some(r=>n.candidates.some(a=>a.keys.includes(r)))&&e.classList.add("picked"),e.addEventListener("click",r=>{r.stopPropagation(),o(t,e)}),e instanceof SVGElement&&(e.setAttribute("tabindex","0"),e.setAttribute("role","button"),e.addEventListener("keydown",r=>{(r.key==="Enter"||r.key===" ")&&(r.preventDefault(),o(t,e))})),e}function yl(e,t,n,o){let a=t.stage===Ft.OVER?d("burgundy-status-over"):d("burgundy-status",{phase:Xn[t.phase]||"-",round:t.round+1,die:t.whiteDie||"—"}),s=[...t.depots].sort((c,f)=>(c.number||7)-(f.number||7)).map(c=>{let f=c.spaces.map(g=>{if(!g)return u("span",{class:"dslot empty",title:d("burgundy-depot-empty")});let b=Yt(g,38),y=u("button",{type:"button",class:"dslot","data-depot":c.number,"data-tile":g,"aria-label":J(g)},b);return _t(y,[`tile:${c.number}:${g}`],n,o)}),p=c.goods.map((g,b)=>g?_e(b+1,g):null).filter(Boolean),w=p.length?_t(u("button",{type:"button",class:"dgoods","data-depot":c.number,title:d("burgundy-depot-goods",{number:c.number})},p),[`ship:${c.number}`],n,o):null,m=c.number===0&&c.spaces.length>4?" wide":"";return u("div",{class:`depot${c.number===0?" black":""}${m}`,"data-depot":c.number},u("span",{class:"depot-name"},c.number===0?d("burgundy-depot-black"):u("span",{class:"die-face",title:d("burgundy-depot",{number:c.number})},Z(c.number))),u("span",{class:"depot-tiles"},f),w)}),i=t.roundGoods.map(c=>_e(c)),l=t.track.map((c,f)=>c.seats.length?u("li",{},d("burgundy-track-space",{space:f+1})," ",c.seats.map(p=>Ur(e,p))):null);return u("section",{class:"card main-board",id:"main-board"},u("p",{class:"status-line",id:"status-line"},a," · ",u("span",{class:"order"},d("burgundy-turn-order")," ",t.turnOrder.map(c=>Ur(e,c)))),u("div",{class:"depots"},s),u("details",{class:"more"},u("summary",{},d("burgundy-goods-to-come")," ",i),u("p",{},d("burgundy-supply",{tiles:t.normalSupplyCount,black:t.blackSupplyCount})),u("p",{},d("burgundy-track")),u("ol",{class:"track"},l)))}function Ur(e,t){return u("span",{class:"seat-mark","data-seat":t,title:e.seatName(t)},Me(t))}function Cr(e,t){let n=[...e.turnOrder],o=e.currentSeat,r=n.indexOf(t.seat),a=o===void 0?n.length:n.indexOf(o),s=e.stage!==Ft.OVER&&o!==void 0&&r>a,i=[...t.unusedDice];return t.dice.map(l=>{if(s)return{value:l,state:"waiting"};let c=i.indexOf(l);return c>=0?(i.splice(c,1),{value:l,state:"open"}):{value:l,state:"used"}})}function gl(e,t,n,o,r,a){let s=new Map(t.estate.map(l=>[l.cell,l.tile])),i=F("svg",{viewBox:`${Pn.x.toFixed(1)} ${Pn.y.toFixed(1)} ${Pn.w.toFixed(1)} ${Pn.h.toFixed(1)}`,class:"estate","data-seat":t.seat,role:"group","aria-label":e.seatName(t.seat)});for(let l of De){let c=s.get(l.id);if(c){let w=Lr(c,l.x,l.y,Wt-1,{"data-cell":l.id,class:"btile placed"});a&&a.cell===l.id&&w.classList.add("last-move"),w.addEventListener("click",()=>r([],w,c)),i.append(w);continue}let f=d("burgundy-space",{cell:l.id,colour:$r(l.color),die:l.die}),p=F("g",{class:"cell","data-cell":l.id,"data-colour":l.color,"data-die":l.die,"aria-label":f},F("title",{},f),F("polygon",{points:Zr(l.x,l.y,Wt-1.5),fill:Se.colours[l.color]||"#ddd","fill-opacity":.35,stroke:"#8a7a5a"}),F("text",{x:l.x,y:l.y+5,"font-size":13,"text-anchor":"middle",fill:"#4a3a2a"},Z(l.die)));n&&_t(p,[`cell:${l.id}`],o,r),i.append(p)}return i}function Fr(e,t,n,o,r,a,s){let i=[0,1,2].map(v=>{let S=n.storage[v];if(!S)return u("span",{class:"slot empty",title:d("burgundy-storage-empty")});let N=u("button",{type:"button",class:"slot","data-stored":S,"data-colour":Kn(S),"aria-label":J(S)},Yt(S,40));return s&&s.stored===S&&N.classList.add("last-move"),o?_t(N,[`stored:${S}`,`discard:${S}`],r,a):(N.addEventListener("click",()=>a([],N,S)),N)}),l=Cr(t,n).map(({value:v,state:S})=>u("span",{class:`die ${S}`,style:S==="used"?"":`background:${Ae(n.seat)}`,title:d(S==="used"?"burgundy-die-used":S==="waiting"?"burgundy-die-waiting":"burgundy-die",{value:v})},Z(v))),c=n.goods.map((v,S)=>{if(!v)return null;let N=u("button",{type:"button",class:"held-goods","data-goods":S+1},_e(S+1,v));return o?_t(N,[`goods:${S+1}`],r,a):N}).filter(Boolean),f=n.sold.map((v,S)=>v?_e(S+1,v,{class:"good sold"}):null).filter(Boolean),p=n.bonusTiles.map(v=>d("burgundy-bonus-tile",{colour:$r(ul[v.colour].toLowerCase()),size:d(v.large?"burgundy-bonus-large":"burgundy-bonus-small")})),w=t.currentSeat===n.seat,m=e.seatName(n.seat),g=[Ur(e,n.seat),u("span",{class:"pname"},m),u("span",{class:"score"},d("burgundy-points",{points:n.score})),u("span",{class:"money"},u("span",{class:"silver",title:d("burgundy-silverlings")},`● ${Z(n.silver)}`),u("span",{class:"workers",title:d("burgundy-workers")},`▮ ${Z(n.workers)}`)),u("span",{class:"dice",title:d("burgundy-dice")},l)],b=u("div",{class:"side"},u("div",{class:"storage",title:d("burgundy-storage")},i),u("div",{class:"goods-row",title:d("burgundy-held-goods")},c.length?c:u("span",{class:"muted"},d("burgundy-held-goods"),": ",d("burgundy-none"))),f.length?u("div",{class:"sold-row",title:d("burgundy-sold")},d("burgundy-sold")," ",f):null,p.length?u("div",{class:"bonus-row"},d("burgundy-bonus"),": ",p.join(", ")):null),y={class:`card player-card${w?" current":""}${o?" mine":""}`,"data-seat":n.seat,"data-score":n.score,id:o?"my-estate":void 0};return o?u("section",y,u("h3",{},g),u("div",{class:"estate-row"},gl(e,n,o,r,a,s),b)):u("details",{...y,open:e.mySeat===null&&n.seat===0?!0:void 0},u("summary",{},g),u("div",{class:"estate-row"},gl(e,n,!1,null,a,null),b))}var wl={[Be.SHIP]:"burgundy-pending-ship",[Be.CASTLE]:"burgundy-pending-castle",[Be.CITY_HALL]:"burgundy-pending-city_hall",[Be.WAREHOUSE]:"burgundy-pending-warehouse",[Be.MARKET]:"burgundy-pending-market",[Be.CARPENTERS_WORKSHOP]:"burgundy-pending-carpenters_workshop",[Be.CHURCH]:"burgundy-pending-church"};function Vf(e,t,n){if(n.ready&&!n.open.size)return Br(n.ready);let o=[...n.open].map(ie);return e.ui.chosen.length&&o.length&&o.every(r=>r==="discard")?d("burgundy-pick-discard"):e.ui.chosen.length&&o.length&&o.every(r=>r==="pay")?d("burgundy-pick-payment"):o.length&&o.every(r=>r==="load")?d("burgundy-pick-load"):n.ready?Br(n.ready):e.ui.chosen.length?d("burgundy-pick-next"):wl[t.pendingEffect]?d(wl[t.pendingEffect]):t.pendingDecision==="BUY_OR_END_TURN"?d("burgundy-pending-buy"):d("burgundy-your-turn")}function Tf(e){let[t,n]=[ie(e),e.slice(e.indexOf(":")+1)];return t==="op"?d(`burgundy-op-${n}`):t==="pay"?ml(Number(n)):u("span",{},d("burgundy-load",{goods:n})," ",n.split(",").map(o=>_e(Number(o))))}function kl(e,t,n,o,r){if(t.stage===Ft.OVER)return null;let a=t.players.find(g=>g.seat===e.mySeat),s=a?Cr(t,a).map(({value:g,state:b})=>{let y=u("button",{type:"button",class:`die big ${b}`,"data-die":g,style:b==="used"?"":`background:${Ae(a.seat)}`,"aria-label":d(b==="used"?"burgundy-die-used":"burgundy-die",{value:g})},Z(g)),v=`die:${g}`;return!n||b!=="open"?(y.disabled=!n||b!=="open",y):(n.open.has(v)?y.classList.add("offer"):n.chosen.has(v)&&y.classList.add("picked"),y.addEventListener("click",()=>o([v],y)),y)}):[];if(n&&(n.open.has("die:0")||n.chosen.has("die:0")&&e.ui.chosen.includes("die:0"))){let g=u("button",{type:"button",class:`die big any${n.open.has("die:0")?" offer":" picked"}`,"data-die":0,title:d("burgundy-die-any")},"?",u("span",{class:"visually-hidden"},d("burgundy-die-any")));g.addEventListener("click",()=>o(["die:0"],g)),s.push(g)}let i=e.ui.info?u("p",{class:"tile-info",id:"tile-info"},e.ui.info):null;if(!n){let g=t.currentSeat!==void 0&&e.view.state===2?u("p",{class:"hint",id:"turn"},d("burgundy-playing",{player:e.seatName(t.currentSeat)})):null;return!g&&!s.length&&!i?null:u("section",{class:"action-bar",id:"choices","data-waiting":"true"},i,g,s.length?u("div",{class:"bar-row"},u("span",{class:"tray"},s)):null)}let l=e.ui.chosen.some(g=>ie(g)==="ship"),c=n.chosen.has("op:buy"),f=g=>ie(g)==="op"||ie(g)==="pay"&&c||ie(g)==="load"&&l,p=[...n.open].filter(f).map(g=>{let b=u("button",{type:"button",class:"op","data-key":g},Tf(g));return b.addEventListener("click",()=>o([g],b)),b}),w=e.ui.chosen.length?u("button",{type:"button",class:"back",id:"back"},d("burgundy-back")):null;w&&w.addEventListener("click",()=>{e.ui.chosen=e.ui.chosen.slice(0,-1),e.render()});let m=n.ready?u("button",{type:"button",class:"primary confirm",id:"confirm"},d("burgundy-confirm")):null;return m&&m.addEventListener("click",()=>r(n.ready)),u("section",{class:"action-bar mine",id:"choices","data-step":e.ui.chosen.length},i,u("p",{class:"hint",id:"bar-hint"},Vf(e,t,n)),u("div",{class:"bar-row"},u("span",{class:"tray"},s),u("span",{class:"ops"},p,w,m)))}var Lf={[D.SALE]:"burgundy-cause-sale",[D.ANIMALS]:"burgundy-cause-animals",[D.REGION]:"burgundy-cause-region",[D.BONUS_TILE]:"burgundy-cause-bonus",[D.WATCHTOWER]:"burgundy-cause-watchtower",[D.KNOWLEDGE]:"burgundy-cause-knowledge",[D.FINAL_GOODS]:"burgundy-cause-final-goods",[D.FINAL_SILVER]:"burgundy-cause-final-silver",[D.FINAL_WORKERS]:"burgundy-cause-final-workers"};function El(e){return Xn[e]||String(e)}function Zf(e){return d("burgundy-depot-name",{depot:e})}function $f(e,t){let n=J(e.tile);return e.silver?d("burgundy-log-effect-silver",{player:t,tile:n,silver:e.silver}):e.workers?d("burgundy-log-effect-workers",{player:t,tile:n,workers:e.workers}):e.detail==="declined"?d("burgundy-log-effect-declined",{player:t,tile:n}):e.detail.startsWith("no goods")?d("burgundy-log-effect-no-goods",{player:t,tile:n}):e.detail.startsWith("lost")?d("burgundy-log-effect-lost",{player:t,tile:n}):d("burgundy-log-effect",{player:t,tile:n})}function Yr(e,t){let n=e.event,o=n.value,r=o&&o.seat!==void 0?t.seatName(o.seat):"",a=s=>s?Yt(s,22,{class:"tile-icon log-tile"}):null;switch(n.case){case"startSeatDrawn":return{text:d("burgundy-log-start-seat",{player:r})};case"phaseStarted":return{text:d("burgundy-log-phase",{phase:El(o.phase)}),cls:"phase"};case"roundStarted":return{text:d("burgundy-log-round",{round:o.round+1,phase:El(o.phase)})};case"dieRolled":return{text:o.seat===void 0?d("burgundy-log-white-die",{value:o.value}):d("burgundy-log-die",{player:r,value:o.value}),cls:"minor"};case"tileTaken":return{text:d(o.bought?"burgundy-log-bought":"burgundy-log-took",{player:r,tile:J(o.tile),depot:Zf(o.depot)}),icon:a(o.tile)};case"tilePlaced":return{text:d("burgundy-log-placed",{player:r,tile:J(o.tile),die:bl(o.cell)}),icon:a(o.tile)};case"goodsSold":return{text:d("burgundy-log-sold",{player:r,count:o.count,goods:o.goods,silver:o.silver})};case"workersTaken":return{text:d("burgundy-log-workers",{player:r,workers:o.workers})};case"goodsTaken":return{text:d("burgundy-log-shipped",{player:r,count:o.count,goods:o.goods,depot:o.depot})};case"effectResolved":return{text:$f(o,r),cls:"minor",icon:a(o.tile)};case"phaseIncome":return o.silver?{text:d("burgundy-log-income",{player:r,silver:o.silver}),cls:"minor"}:null;case"pointsScored":return{text:d("burgundy-log-points",{player:r,points:o.points,cause:d(Lf[o.cause]||"burgundy-cause-other")}),cls:"scoring-event"};case"turnEnded":return{text:d("burgundy-log-turn-ended",{player:r}),cls:"minor"};case"gameOver":return{text:d("burgundy-log-over"),cls:"scoring-event"};default:return null}}function Bf(e){let t=e.events[e.events.length-1],n=t&&t.kind,o=n&&n.value&&n.value.gameEvents?n.value.gameEvents:[],r=null;for(let a of o){let s=se(a,Tr);if(!s)continue;let i=s.event.value;s.event.case==="tileTaken"&&(r={seat:i.seat,stored:i.tile,depot:i.depot,version:t.version}),s.event.case==="tilePlaced"&&(r={seat:i.seat,cell:i.cell,tile:i.tile,version:t.version})}return r}var vl=null;function Mf(e){!e||vl===e.version||(vl=e.version,requestAnimationFrame(()=>{let t=document.querySelector(`#game .player-card[data-seat="${e.seat}"]`);if(!t)return;if(e.cell!==void 0){let s=t.querySelector(`.btile.placed[data-cell="${e.cell}"]`);s&&s.animate&&s.animate([{opacity:.1},{opacity:1}],{duration:700,easing:"ease-out"});return}let n=t.querySelector(`.slot[data-stored="${e.stored}"]`),o=document.querySelector(`#main-board .depot[data-depot="${e.depot}"]`);if(!n||!o||!n.animate||!n.getClientRects().length)return;let r=o.getBoundingClientRect(),a=n.getBoundingClientRect();n.animate([{transform:`translate(${r.left-a.left}px, ${r.top-a.top}px)`},{transform:"none"}],{duration:700,easing:"ease-out"})}))}async function Gf(e,t){let n=e.gameView.players.find(f=>f.seat===e.mySeat),o=e.ui.chosen.find(f=>ie(f)==="stored"),r=o?o.slice(7):e.ui.stored;if(!r){e.say(d("burgundy-first-stored"));return}let a=e.ui.chosen.find(f=>ie(f)==="die"),s=a?Number(a.slice(4)):n.unusedDice[0]||0,i=Number(t.slice(5)),l=L(Vr,{action:{case:"placeTile",value:L(dl,{die:s,workers:0,tile:r,cell:i})}}),c=await e.whyNot(l);e.say(c?d("burgundy-why-not",{tile:J(r),reason:c}):d("burgundy-could",{tile:J(r),die:s}))}function Sl(e,t){let n=document.getElementById("choices");n&&(n.dataset.sending="true"),e.ui.chosen=[],e.submit(t)}function Uf(e){return(t,n,o)=>{let r=o||n&&(n.dataset.tile||n.dataset.stored);if(n&&n.dataset.stored&&t.length&&(e.ui.stored=n.dataset.stored),e.ui.info=r?d("burgundy-tile-info",{tile:J(r),effect:fl(r,e.gameView.options)}):e.ui.info,!t.length||!e.actions.length){e.render();return}let a=Oe(e.actions,e.ui.chosen),s=t.find(l=>a.open.has(l))||t.find(l=>e.ui.chosen.includes(l))||t.find(l=>Oe(e.actions,[l]).candidates.length);if(!s){t[0].startsWith("cell:")?Gf(e,t[0]):e.render();return}e.ui.chosen=hl(e.actions,e.ui.chosen,s);let i=Oe(e.actions,e.ui.chosen);if(["op","pay","load"].includes(ie(s))&&i.ready&&!i.open.size){Sl(e,i.ready);return}e.render()}}var Cf=[D.SALE,D.ANIMALS,D.REGION,D.BONUS_TILE,D.WATCHTOWER,D.KNOWLEDGE,D.FINAL_GOODS,D.FINAL_SILVER,D.FINAL_WORKERS],Ff={get title(){return d("burgundy-title")},View:cl,Event:Tr,Action:Vr,freshUi(){return{chosen:[],info:"",stored:""}},render(e){let t=e.gameView;e.ui.chosen||(e.ui=this.freshUi(e.ui));let n=e.actions.length?Oe(e.actions,e.ui.chosen):null,o=Uf(e),r=Bf(e),a=t.players.find(l=>l.seat===e.mySeat),s=t.players.filter(l=>l.seat!==e.mySeat),i=l=>Sl(e,l);return Mf(r),u("section",{class:`game burgundy${a?" seated":""}`,id:"game"},yl(e,t,n,o),a?Fr(e,t,a,!0,n,o,r&&r.seat===a.seat?r:null):null,u("div",{class:"players others"},s.map(l=>Fr(e,t,l,!1,null,o,r&&r.seat===l.seat?r:null))),kl(e,t,n,o,i))},describeEvent:Yr,describe:Yr,breakdown(e){let t=e.gameView,n=t.options.tiebreak_empty_spaces==="most"?"burgundy-rule-most":"burgundy-rule-fewest";return{columns:["sales","animals","regions","bonus","towers","knowledge","goods","silver","workers","empty"].map(o=>d(`burgundy-col-${o}`)),rows:t.players.map(o=>[...Cf.map(r=>o.pointsByCause[r]||0),o.emptySpaces]),note:d("burgundy-breakdown-note",{rule:d(n)})}}};var Kr={};Pr(Kr,{default:()=>oh});var Xe=Q("CidtZWVwbGUvY2FyY2Fzc29ubmUvdjEvY2FyY2Fzc29ubmUucHJvdG8SFW1lZXBsZS5jYXJjYXNzb25uZS52MSJCCgpQbGFjZWRUaWxlEgwKBHRpbGUYASABKAkSCQoBeBgCIAEoBRIJCgF5GAMgASgFEhAKCHJvdGF0aW9uGAQgASgNIpMBCghGb2xsb3dlchIMCgRzZWF0GAEgASgNEgkKAXgYAiABKAUSCQoBeRgDIAEoBRIwCgRraW5kGAQgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjEKCGxvY2F0aW9uGAUgASgOMh8ubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkxvY2F0aW9uIigKCVRpbGVDb3VudBIMCgR0aWxlGAEgASgJEg0KBWNvdW50GAIgASgNIpYDCgVTdGF0ZRITCgtudW1fcGxheWVycxgBIAEoDRI6CgdvcHRpb25zGAIgAygLMikubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlN0YXRlLk9wdGlvbnNFbnRyeRIwCgV0aWxlcxgDIAMoCzIhLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZWRUaWxlEjIKCWZvbGxvd2VycxgEIAMoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlchIOCgZzY29yZXMYBSADKAUSLgoEcGlsZRgGIAMoCzIgLm1lZXBsZS5jYXJjYXNzb25uZS52MS5UaWxlQ291bnQSEQoJZGlzY2FyZGVkGAcgAygJEhQKDGN1cnJlbnRfc2VhdBgIIAEoDRIpCgRzdGVwGAkgASgOMhsubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlN0ZXASEgoKZHJhd25fdGlsZRgKIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASL5BAoEVmlldxIRCgRzZWF0GAEgASgNSACIAQESEwoLbnVtX3BsYXllcnMYAiABKA0SMAoFdGlsZXMYAyADKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuUGxhY2VkVGlsZRIyCglmb2xsb3dlcnMYBCADKAsyHy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRm9sbG93ZXISMAoFc2VhdHMYBSADKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuU2VhdFN0YXR1cxIUCgxjdXJyZW50X3RpbGUYBiABKAkSFwoPdGlsZXNfcmVtYWluaW5nGAcgASgNEhkKDGN1cnJlbnRfc2VhdBgIIAEoDUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YCSABKAkSKQoEc3RlcBgKIAEoDjIbLm1lZXBsZS5jYXJjYXNzb25uZS52MS5TdGVwEi4KBHBpbGUYCyADKAsyIC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZUNvdW50EhEKCWRpc2NhcmRlZBgMIAMoCRI7CgtsYXN0X3BsYWNlZBgNIAEoCzIhLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZWRUaWxlSAKIAQESDQoFcmFua3MYDiADKA0SOQoHb3B0aW9ucxgPIAMoCzIoLm1lZXBsZS5jYXJjYXNzb25uZS52MS5WaWV3Lk9wdGlvbnNFbnRyeRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4AUIHCgVfc2VhdEIPCg1fY3VycmVudF9zZWF0Qg4KDF9sYXN0X3BsYWNlZCJpCgpTZWF0U3RhdHVzEgwKBHNlYXQYASABKA0SDQoFc2NvcmUYAiABKAUSDAoEbGFwcxgDIAEoDRITCgt0cmFja19zcGFjZRgEIAEoDRIbChNmb2xsb3dlcnNfaW5fc3VwcGx5GAUgASgNIrcBCgZBY3Rpb24SNgoKcGxhY2VfdGlsZRgBIAEoCzIgLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZVRpbGVIABI+Cg5wbGFjZV9mb2xsb3dlchgCIAEoCzIkLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZUZvbGxvd2VySAASKwoEcGFzcxgDIAEoCzIbLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QYXNzSABCCAoGYWN0aW9uIjMKCVBsYWNlVGlsZRIJCgF4GAEgASgFEgkKAXkYAiABKAUSEAoIcm90YXRpb24YAyABKA0idAoNUGxhY2VGb2xsb3dlchIwCgRraW5kGAEgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjEKCGxvY2F0aW9uGAIgASgOMh8ubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkxvY2F0aW9uIgYKBFBhc3Mi/AMKBUV2ZW50EjYKCnRpbGVfZHJhd24YASABKAsyIC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZURyYXduSAASPgoOdGlsZV9kaXNjYXJkZWQYAiABKAsyJC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZURpc2NhcmRlZEgAEjwKDXRpbGVfcmV0dXJuZWQYAyABKAsyIy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZVJldHVybmVkSAASOAoLdGlsZV9wbGFjZWQYBCABKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZVBsYWNlZEgAEkAKD2ZvbGxvd2VyX3BsYWNlZBgFIAEoCzIlLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlclBsYWNlZEgAEkIKEGZvbGxvd2VyX3NraXBwZWQYBiABKAsyJi5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRm9sbG93ZXJTa2lwcGVkSAASPgoOZmVhdHVyZV9zY29yZWQYByABKAsyJC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRmVhdHVyZVNjb3JlZEgAEjQKCWdhbWVfb3ZlchgIIAEoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5HYW1lT3ZlckgAQgcKBWV2ZW50IkAKCVRpbGVEcmF3bhIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkSFwoPdGlsZXNfcmVtYWluaW5nGAMgASgNIisKDVRpbGVEaXNjYXJkZWQSDAoEc2VhdBgBIAEoDRIMCgR0aWxlGAIgASgJIioKDFRpbGVSZXR1cm5lZBIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkiSwoKVGlsZVBsYWNlZBIMCgRzZWF0GAEgASgNEi8KBHRpbGUYAiABKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuUGxhY2VkVGlsZSJDCg5Gb2xsb3dlclBsYWNlZBIxCghmb2xsb3dlchgBIAEoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlciIfCg9Gb2xsb3dlclNraXBwZWQSDAoEc2VhdBgBIAEoDSLOAgoNRmVhdHVyZVNjb3JlZBIwCgRraW5kGAEgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjIKBXBoYXNlGAIgASgOMiMubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlNjb3JpbmdQaGFzZRIQCghjb21wbGV0ZRgDIAEoCBINCgV0aWxlcxgEIAEoDRIQCghwZW5uYW50cxgFIAEoDRIOCgZjaXRpZXMYBiABKA0SDgoGcG9pbnRzGAcgAygFEjsKEmZvbGxvd2Vyc19yZXR1cm5lZBgIIAMoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlchIJCgF4GAkgASgFEgkKAXkYCiABKAUSMQoIbG9jYXRpb24YCyABKA4yHy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuTG9jYXRpb24iKQoIR2FtZU92ZXISDgoGc2NvcmVzGAEgAygFEg0KBXJhbmtzGAIgAygNKo0BCgtGZWF0dXJlS2luZBIcChhGRUFUVVJFX0tJTkRfVU5TUEVDSUZJRUQQABIVChFGRUFUVVJFX0tJTkRfUk9BRBABEhUKEUZFQVRVUkVfS0lORF9DSVRZEAISGgoWRkVBVFVSRV9LSU5EX01PTkFTVEVSWRADEhYKEkZFQVRVUkVfS0lORF9GSUVMRBAEKoECCghMb2NhdGlvbhIYChRMT0NBVElPTl9VTlNQRUNJRklFRBAAEg4KCkxPQ0FUSU9OX04QARIOCgpMT0NBVElPTl9FEAISDgoKTE9DQVRJT05fUxADEg4KCkxPQ0FUSU9OX1cQBBIPCgtMT0NBVElPTl9OTBAFEg8KC0xPQ0FUSU9OX05SEAYSDwoLTE9DQVRJT05fRUwQBxIPCgtMT0NBVElPTl9FUhAIEg8KC0xPQ0FUSU9OX1NMEAkSDwoLTE9DQVRJT05fU1IQChIPCgtMT0NBVElPTl9XTBALEg8KC0xPQ0FUSU9OX1dSEAwSEwoPTE9DQVRJT05fQ0VOVEVSEA0qcgoEU3RlcBIUChBTVEVQX1VOU1BFQ0lGSUVEEAASEgoOU1RFUF9EUkFXX1RJTEUQARITCg9TVEVQX1BMQUNFX1RJTEUQAhIXChNTVEVQX1BMQUNFX0ZPTExPV0VSEAMSEgoOU1RFUF9HQU1FX09WRVIQBCpeCgxTY29yaW5nUGhhc2USHQoZU0NPUklOR19QSEFTRV9VTlNQRUNJRklFRBAAEhYKElNDT1JJTkdfUEhBU0VfVFVSThABEhcKE1NDT1JJTkdfUEhBU0VfRklOQUwQAkJRChlkZXYubWVlcGxlLmNhcmNhc3Nvbm5lLnYxUAFaMm1lZXBsZS5kZXYvZ2VuL21lZXBsZS9jYXJjYXNzb25uZS92MTtjYXJjYXNzb25uZXYxYgZwcm90bzM");var Al=U(Xe,4);var _r=U(Xe,6),xl=U(Xe,7);var zn=U(Xe,10);var Yf=H(Xe,0),ue=q(Yf),Wf=H(Xe,1),Nl=q(Wf);var _f=H(Xe,3),Hn=q(_f);function Vl(){return{auto:!0,cx:0,cy:0,k:1}}var Il=56,Of=160;function Df(e,t,n,o){e.cx=t.x+t.w/2,e.cy=t.y+t.h/2,e.k=Math.max(t.w/n,t.h/o,.3125),o/2-t.h/e.k/2<Of&&n>4*Il&&(e.k=Math.max(t.w/(n-2*Il),t.h/o,.3125))}function Rl(e,t,n){return Math.max(e.w/t,e.h/n,.3125)*2}function Tl(e,t,n,o,r=null){let a=0,s=0,i=()=>{if(!a||!s){e.setAttribute("viewBox",`${o.x} ${o.y} ${o.w} ${o.h}`);return}n.auto&&Df(n,r||o,a,s),n.k=Math.min(Math.max(n.k,.3125),Rl(o,a,s));let b=a*n.k,y=s*n.k;e.setAttribute("viewBox",`${n.cx-b/2} ${n.cy-y/2} ${b} ${y}`)};new ResizeObserver(()=>{let b=t.getBoundingClientRect();a=b.width,s=b.height,i()}).observe(t),i();let l=(b,y,v,S,N,B)=>{let C=e.getBoundingClientRect(),fe=b.cx+(y-C.left-C.width/2)*b.k,he=b.cy+(v-C.top-C.height/2)*b.k;n.auto=!1,n.k=Math.min(Math.max(B,.3125),Rl(o,a||1,s||1)),n.cx=fe-(S-C.left-C.width/2)*n.k,n.cy=he-(N-C.top-C.height/2)*n.k,i()},c=new Map,f=null,p=!1,w=()=>{let b=[...c.values()],y=b.reduce((N,B)=>N+B.x,0)/b.length,v=b.reduce((N,B)=>N+B.y,0)/b.length,S=b.length>1?Math.hypot(b[0].x-b[1].x,b[0].y-b[1].y):0;return{x:y,y:v,d:S}},m=()=>{f=c.size?{...w(),cx:n.cx,cy:n.cy,k:n.k}:null};e.addEventListener("pointerdown",b=>{b.pointerType==="mouse"&&b.button!==0||(c.size||(p=!1),c.set(b.pointerId,{x:b.clientX,y:b.clientY}),m())}),e.addEventListener("pointermove",b=>{if(!c.has(b.pointerId)||!f)return;c.set(b.pointerId,{x:b.clientX,y:b.clientY});let y=w();if(!p&&Math.hypot(y.x-f.x,y.y-f.y)<8&&(c.size<2||Math.abs(y.d-f.d)<8))return;p||(p=!0,e.setPointerCapture(b.pointerId));let v=c.size>1&&f.d&&y.d?f.k*(f.d/y.d):f.k;l(f,f.x,f.y,y.x,y.y,v)});let g=b=>{c.delete(b.pointerId)&&m()};return e.addEventListener("pointerup",g),e.addEventListener("pointercancel",g),e.addEventListener("click",b=>{p&&(p=!1,b.stopPropagation(),b.preventDefault())},!0),e.addEventListener("wheel",b=>{b.preventDefault();let y={cx:n.cx,cy:n.cy,k:n.k};l(y,b.clientX,b.clientY,b.clientX,b.clientY,n.k*Math.exp(b.deltaY*.0015))},{passive:!1}),{zoomBy(b){let y=e.getBoundingClientRect(),v=y.left+y.width/2,S=y.top+y.height/2;l({cx:n.cx,cy:n.cy,k:n.k},v,S,v,S,n.k/b)},reset(){n.auto=!0,i()}}}var Ll=new WeakMap;function ct(e){let t=Ll.get(e);(!t||t.count>e.events.length)&&(t={count:0,list:[]});for(let n of e.events.slice(t.count))for(let o of n.kind.value&&n.kind.value.gameEvents||[]){let r=se(o,zn);r&&t.list.push(r)}return t.count=e.events.length,Ll.set(e,t),t.list}var Ot=We.carcassonne,Ke={[ue.ROAD]:"road",[ue.CITY]:"city",[ue.MONASTERY]:"monastery",[ue.FIELD]:"field"},dt=e=>Nl[e];function Or(e,t,n,o,r={}){let a=Ct(Ot.tiles[e][t]);a.setAttribute("transform",`translate(${n*100},${o*100}) rotate(${90*t} 50 50)`),a.setAttribute("class","tile"),a.setAttribute("data-tile",e);for(let[s,i]of Object.entries(r))a.setAttribute(s,i);return a}function qn(e,t,n={}){return F("svg",{viewBox:"-2 -2 104 104","aria-hidden":"true",...n},Or(e,t,0,0))}function Xf(e,t){let n=dt(e.location),[o,r]=Ot.spots[n]||[50,50],a=(e.kind===ue.FIELD?Ot.farmer:Ot.follower).replace("COLOUR",Ae(e.seat)),s=Ct(a);return s.append(F("path",{d:Gr(e.seat),fill:"#fff",stroke:"#222","stroke-width":1.2,transform:`translate(0,${e.kind===ue.FIELD?0:3}) scale(0.42)`})),F("g",{transform:`translate(${e.x*100+o},${e.y*100+r})`,class:`follower${t?" fresh":""}`,"data-seat":e.seat,"data-location":n},s)}var Dt=e=>`${e.seat}:${e.x},${e.y}:${e.location}`;function Kf(e,t){let n=[...t.followers];if(t.currentSeat!==void 0)return n;let o=new Set(n.map(Dt));for(let r of ct(e))if(!(r.event.case!=="featureScored"||r.event.value.phase!==Hn.FINAL))for(let a of r.event.value.followersReturned)o.has(Dt(a))||n.push(a),o.add(Dt(a));return n}function jf(e,t){let n=t.tiles.length>1?t.tiles[t.tiles.length-1]:null;if(!n)return null;let o=null;for(let r of ct(e))r.event.case==="tilePlaced"&&(o=null),r.event.case==="followerPlaced"&&(o=r.event.value.follower);return{tile:n,follower:o}}var Zl=new WeakMap;function $l(e,t){e.addEventListener("click",t),e.addEventListener("keydown",n=>{(n.key==="Enter"||n.key===" ")&&(n.preventDefault(),t(n))})}function Bl(e,t,n,{rotation:o,onCell:r,onSpot:a,spots:s}){let i=e.ui,l=new Set(t.tiles.map(k=>`${k.x},${k.y}`)),c=new Set;if(e.actions.length&&t.currentTile)for(let k of t.tiles)for(let[x,_]of[[0,-1],[1,0],[0,1],[-1,0]]){let X=`${k.x+x},${k.y+_}`;l.has(X)||c.add(X)}let f=[...t.tiles.map(k=>[k.x,k.y]),...[...c].map(k=>k.split(",").map(Number))],p=f.map(k=>k[0]),w=f.map(k=>k[1]),m=c.size?0:1,g=Math.min(...p)-m,b=Math.min(...w)-m,y={x:g*100-10,y:b*100-10,w:(Math.max(...p)+m-g+1)*100+20,h:(Math.max(...w)+m-b+1)*100+20},v=F("svg",{class:"map",id:"map",role:"group","aria-label":d("carcassonne-map",{tiles:t.tiles.length})});for(let k of t.tiles)v.append(Or(k.tile,k.rotation,k.x,k.y,{"data-x":k.x,"data-y":k.y}));let S=jf(e,t),N=Zl.get(e)||{},B={tile:S?`${S.tile.x},${S.tile.y}`:"",follower:S&&S.follower?Dt(S.follower):""};S&&v.append(F("rect",{x:S.tile.x*100+3,y:S.tile.y*100+3,width:94,height:94,class:`last-placed${B.tile!==N.tile?" fresh":""}`,id:"last-move"}));for(let k of Kf(e,t)){let x=B.follower&&Dt(k)===B.follower&&B.follower!==N.follower;v.append(Xf(k,x))}Zl.set(e,B);for(let k of new Set([...c,...n.keys()])){let[x,_]=k.split(",").map(Number),X=n.get(k),te=X?X.includes(o)?"cell fit":"cell fit-other":"cell",Qr=F("rect",{x:x*100+4,y:_*100+4,width:92,height:92,rx:8,class:te+(i.cell===k?" chosen":""),"data-cell":k,tabindex:X?0:-1,role:"button","aria-label":d(X?"carcassonne-cell-fits":"carcassonne-cell",{x,y:_}),"aria-pressed":i.cell===k?"true":"false"});$l(Qr,()=>r(k,X)),v.append(Qr)}if(i.cell&&t.currentTile){let[k,x]=i.cell.split(",").map(Number),_=Or(t.currentTile,o,k,x,{opacity:"0.85"});_.classList.add("ghost"),_.style.pointerEvents="none",v.append(_)}let C=t.lastPlaced;for(let k of C?s:[]){let[x,_]=Ot.spots[k.loc]||[50,50],X=F("circle",{cx:C.x*100+x,cy:C.y*100+_,r:14,class:"spot","data-spot":k.id,tabindex:0,role:"button","aria-label":k.label},F("title",{},k.label));$l(X,()=>a(k.action)),v.append(X)}let fe=u("div",{class:"map-box",id:"map-box"},v),he=C&&s.length?{x:C.x*100-100,y:C.y*100-100,w:300,h:300}:null,pe=Tl(v,fe,i.camera,y,he),E=(k,x,_,X)=>{let te=u("button",{type:"button",class:"small",id:k,"aria-label":x,title:x},_);return te.addEventListener("click",X),te};return fe.append(u("div",{class:"zoom-buttons"},E("zoom-in",d("carcassonne-zoom-in"),"+",()=>pe.zoomBy(1.4)),E("zoom-out",d("carcassonne-zoom-out"),"−",()=>pe.zoomBy(1/1.4)),E("zoom-fit",d("carcassonne-fit"),"⤢",()=>pe.reset()))),fe}function Jf(e){return new Intl.ListFormat(Ze(),{type:"conjunction"}).format(e)}function Qf(e,t,n){let o=e.gameView;return o?o.tiles.find(r=>r.x===t&&r.y===n):null}function eo(e,t){return qn(e,t,{class:"log-tile"})}function Pf(e,t){let n=Ke[e.kind],o=e.points.map((f,p)=>[p,f]).filter(([,f])=>f>0),r=[...new Set(e.followersReturned.map(f=>f.seat))],a=o.length?o.map(([f])=>f):r,s={players:Jf(a.map(f=>t.seatName(f))),count:a.length,points:o.length?Math.max(...e.points):0,tiles:e.tiles,pennants:e.pennants,cities:e.cities},i;a.length?n==="field"?i="carcassonne-log-field":i=`carcassonne-log-${n}-${e.phase===Hn.FINAL&&!e.complete?"unfinished":"completed"}`:i=`carcassonne-log-${n}-unclaimed`;let l=d(i,s),c=Qf(t,e.x,e.y);return{text:l,cls:"scoring-event",icon:c?eo(c.tile,c.rotation):null}}function Dr(e,t){let n=e.event,o=r=>t.seatName(r);switch(n.case){case"tileDrawn":return{text:d("carcassonne-log-tile-drawn",{player:o(n.value.seat),left:n.value.tilesRemaining}),cls:"minor"};case"tileDiscarded":return{text:d("carcassonne-log-tile-discarded"),icon:eo(n.value.tile,0)};case"tileReturned":return{text:d("carcassonne-log-tile-returned"),icon:eo(n.value.tile,0)};case"tilePlaced":return{text:d("carcassonne-log-tile-placed",{player:o(n.value.seat)}),icon:eo(n.value.tile.tile,n.value.tile.rotation)};case"followerPlaced":{let r=n.value.follower;return{text:d(`carcassonne-log-follower-${Ke[r.kind]}`,{player:o(r.seat)})}}case"followerSkipped":return{text:d("carcassonne-log-no-follower",{player:o(n.value.seat)}),cls:"minor"};case"featureScored":return Pf(n.value,t);case"gameOver":return{text:d("carcassonne-log-game-over"),cls:"scoring-event"};default:return null}}var Xr=[ue.ROAD,ue.CITY,ue.MONASTERY,ue.FIELD];function Ml(e){return d("carcassonne-follower-choice",{kind:Ke[e.kind],where:dt(e.location)})}function ut(e){return e.rotations?e.rotations[e.turn%e.rotations.length]:0}async function zf(e,t,n){let o=e.ui;if(!n){let[r,a]=t.split(",").map(Number),s=L(_r,{action:{case:"placeTile",value:L(xl,{x:r,y:a,rotation:ut(o)})}});o.whyNot=await e.whyNot(s)||"";let i=document.getElementById("why-not");i&&(i.textContent=o.whyNot);return}n.includes(ut(o))||(o.turn=o.rotations.indexOf(n[0])),o.cell=t,o.whyNot="",Gl(e,"place")}function Gl(e,t){e.render();let n=document.getElementById(t);n&&n.focus({preventScroll:!0})}function to(e,t,n){let o=u("button",{type:"button",...e},t);return o.addEventListener("click",n),o}function Hf(e,t,n){let o=e.ui,r=e.actions.length>0,a=t.currentSeat!==void 0?e.seatName(t.currentSeat):"",s=[],i="",l=[];if(t.currentTile){let c=ut(o);s.push(qn(t.currentTile,c,{class:"preview",id:"current-tile","data-tile":t.currentTile,"data-rotation":c,role:"img","aria-hidden":null,"aria-label":r?d("carcassonne-your-tile"):d("carcassonne-their-tile",{player:a})}))}if(r&&e.actions[0].action.case==="placeTile")i=o.cell?d("carcassonne-hint-place"):d("carcassonne-hint-cell"),l=[to({id:"rotate",disabled:o.rotations.length<2},d("carcassonne-rotate"),()=>{o.turn=(o.turn+1)%o.rotations.length,o.cell&&!(n.get(o.cell)||[]).includes(ut(o))&&(o.cell=null),Gl(e,"rotate")}),to({id:"place",class:"primary",disabled:!o.cell},d("carcassonne-place"),()=>{let[c,f]=o.cell.split(",").map(Number),p=ut(o),w=e.actions.find(m=>m.action.case==="placeTile"&&m.action.value.x===c&&m.action.value.y===f&&m.action.value.rotation===p);w&&e.submit(w)})];else if(r)i=d("carcassonne-hint-follower"),l=[...e.actions].sort((f,p)=>(p.action.case==="pass")-(f.action.case==="pass")).map(f=>f.action.case==="pass"?to({id:"pass",class:"choice"},d("carcassonne-pass"),()=>e.submit(f)):to({class:"choice follower-choice","data-spot":`${Ke[f.action.value.kind]}-${dt(f.action.value.location)}`},Ml(f.action.value),()=>e.submit(f)));else if(a&&e.view.state===2)i=d("carcassonne-playing",{player:a});else return null;return s.push(u("div",{class:"bar-text"},u("p",{class:"hint",id:r?"hint":"turn"},i),u("p",{class:"why-not",id:"why-not",role:"alert"},o.whyNot||""))),u("div",{class:"carc-bar",id:"carc-bar"},u("div",{class:"bar-top"},s),l.length?u("div",{class:"buttons",id:"controls"},l):null)}function qf(e,t){return u("ul",{class:"scoreboard"},t.seats.map(n=>u("li",{class:`player${t.currentSeat===n.seat?" current":""}`,"data-seat":n.seat,"data-score":n.score},Me(n.seat),u("span",{class:"name"},e.seatName(n.seat)),u("span",{class:"score"},d("carcassonne-points",{points:n.score})),u("small",{class:"supply"},d("carcassonne-supply",{count:n.followersInSupply})))))}function eh(e){let t=e.events.length?e.events[e.events.length-1]:null;if(!t||!t.kind.value||!t.kind.value.gameEvents)return null;let n=ct(e),r=n.slice(n.length-t.kind.value.gameEvents.length).filter(a=>a.event.case==="featureScored").map(a=>Dr(a,e));return r.length?u("div",{class:"scoring",id:"scoring"},r.map(a=>u("p",{},a.icon,a.text))):null}function th(e){let t=Array.from({length:e.table.seats.length},()=>Xr.map(()=>0));for(let n of ct(e)){if(n.event.case!=="featureScored")continue;let o=Xr.indexOf(n.event.value.kind);n.event.value.points.forEach((r,a)=>{t[a][o]+=r})}return{columns:["roads","cities","monasteries","fields"].map(n=>d(`carcassonne-breakdown-${n}`)),rows:t,note:d("carcassonne-breakdown-note")}}function nh(e){let t=e.gameView,n=e.ui,o=new Map;for(let i of e.actions){if(i.action.case!=="placeTile")continue;let l=`${i.action.value.x},${i.action.value.y}`;o.has(l)||o.set(l,[]),o.get(l).push(i.action.value.rotation)}n.rotations||(n.rotations=[...new Set(e.actions.filter(i=>i.action.case==="placeTile").map(i=>i.action.value.rotation))].sort(),n.rotations.length||(n.rotations=[0]));let r=e.actions.filter(i=>i.action.case==="placeFollower").map(i=>({action:i,loc:dt(i.action.value.location),label:Ml(i.action.value),id:`${Ke[i.action.value.kind]}-${dt(i.action.value.location)}`})),a=Bl(e,t,o,{rotation:ut(n),spots:r,onCell:(i,l)=>zf(e,i,l),onSpot:i=>e.submit(i)}),s=Hf(e,t,o);return u("section",{class:`game carcassonne${s?" with-bar":""}`,id:"game"},u("div",{class:"board-col"},a),u("aside",{class:"side card"},qf(e,t),u("p",{class:"pile",id:"tiles-left"},d("carcassonne-tiles-left",{count:t.tilesRemaining})),s,eh(e)))}var oh={get title(){return d("carcassonne-title")},View:Al,Event:zn,Action:_r,freshUi(e){return{camera:e.camera||Vl(),turn:0,rotations:null,cell:null,whyNot:""}},render:nh,describeEvent:Dr,breakdown:th};var Ul=(e,t)=>e.default||e[t],Cl={burgundy:Ul(Wr,"burgundy"),carcassonne:Ul(Kr,"carcassonne")};var je=Cl;function rh(e){return new Intl.ListFormat(Ze(),{type:"conjunction"}).format(e)}function no(e){let t=e.view.outcome||e.table.outcome,n=[...t.scores.keys()].sort((p,w)=>t.ranks[p]-t.ranks[w]),o=n.filter(p=>t.ranks[p]===1),r=Math.max(...t.scores),a=t.scores.filter(p=>p===r).length,s;o.length>1?s=d("final-shared-victory",{players:rh(o.map(p=>e.seatName(p)))}):s=d(a>1?"final-wins-tie-break":"final-wins",{player:e.seatName(o[0])});let i=e.game?e.game.breakdown(e):null,l=i?i.columns:[],c=[d("final-rank"),d("final-player"),d("final-score"),...l],f=(p,w,m={})=>u("td",{"data-label":c[p],...m},w);return u("section",{class:"card final",id:"final"},u("h2",{id:"winner"},s),u("table",{class:"scores","aria-label":d("final-heading")},u("thead",{},u("tr",{},c.map(p=>u("th",{scope:"col"},p)))),u("tbody",{},n.map(p=>u("tr",{class:"final-score","data-seat":p,"data-score":t.scores[p],"data-rank":t.ranks[p]},f(0,Z(t.ranks[p]),{class:"rank"}),f(1,[Me(p),e.seatName(p)],{class:"player-name"}),f(2,Z(t.scores[p]),{class:"score"}),...i?i.rows[p].map((w,m)=>f(3+m,Z(w))):[])))),i&&i.note?u("p",{class:"muted"},i.note):null)}var Fl=null;function oo(e){let t=Math.max(0,Math.ceil(e/1e3)),n=Math.floor(t/60),o=t%60;return`${Z(n)}:${Z(o,{minimumIntegerDigits:2})}`}function Yl(){let e=Date.now();for(let t of document.querySelectorAll("[data-deadline]")){let n=Number(t.dataset.deadline)-e;t.textContent=oo(n),t.dataset.low=String(n<1e4)}}function Wl(){Yl(),Fl||(Fl=setInterval(Yl,250))}function _l(e){return Number(e.seconds)*1e3+Math.floor(e.nanos/1e6)}function Ol(e,t){return new Promise(n=>{let o=u("button",{type:"button",class:"primary",id:"confirm-yes"},t),r=u("button",{type:"button",id:"confirm-no"},d("table-confirm-cancel")),a=u("dialog",{class:"confirm",id:"confirm"},u("p",{},e),u("div",{class:"confirm-buttons"},r,o)),s=i=>{a.close(),a.remove(),n(i)};o.addEventListener("click",()=>s(!0)),r.addEventListener("click",()=>s(!1)),a.addEventListener("cancel",()=>s(!1)),document.body.append(a),a.showModal(),r.focus()})}var Dl={kind:"greedy",level:0};function Xl(e){return e.state!==ye.TAKEN&&e.state!==ye.LEFT?"empty":e.absent?"absent":e.player===st.BOT?"bot":e.presence===vr.PRESENT?"present":e.presence===vr.AWAY?"away":"unknown"}function ah(e,t){let n=e.table.turnClock,o=n&&n.seat===t.index&&n.deadline,r=t.timeBank&&e.table.serviceOptions.turn_timer==="bank";if(o){let a=_l(n.deadline);return u("span",{class:"clock running",id:`clock-${t.index}`,"data-deadline":a,title:d("table-clock-title")},oo(a-Date.now()))}if(r){let a=Number(t.timeBank.seconds)*1e3+t.timeBank.nanos/1e6;return u("span",{class:"clock bank",id:`clock-${t.index}`,title:d("table-bank-title")},oo(a))}return null}async function ro(e,t,n,o){if(!await Ol(t,n))return null;try{let r=await o();return await e.refresh(),r}catch(r){return e.say(G(r)),null}}function sh(e,t,n){let o=e.plainName(t.index),r=W(e.saved.host),a=[];if(n==="away"){let s=u("button",{type:"button",class:"seat-control","data-control":"bot-plays","data-seat":t.index},d("table-host-bot-plays",{name:o}));s.addEventListener("click",()=>ro(e,d("table-host-bot-plays-confirm",{name:o}),d("table-host-bot-plays-yes"),()=>V.addBot({table:e.name,seat:t.index,bot:Dl,keepSeat:!0,requestId:ee()},r))),a.push(s)}if(n==="absent"){let s=u("button",{type:"button",class:"seat-control","data-control":"bot-for-good","data-seat":t.index},d("table-host-bot-for-good",{name:o}));s.addEventListener("click",()=>ro(e,d("table-host-bot-for-good-confirm",{name:o}),d("table-host-bot-for-good-yes"),()=>V.addBot({table:e.name,seat:t.index,bot:Dl,requestId:ee()},r)));let i=u("button",{type:"button",class:"seat-control","data-control":"free","data-seat":t.index},d("table-host-free",{name:o}));i.addEventListener("click",async()=>{let l=await ro(e,d("table-host-free-confirm",{name:o}),d("table-host-free-yes"),()=>V.freeSeat({table:e.name,seat:t.index,requestId:ee()},r));l&&e.newInvite(l.inviteToken)}),a.push(s,i)}return a.length?u("span",{class:"seat-controls"},a):null}function ih(e){return{present:d("table-seat-present"),away:d("table-seat-away"),absent:d("table-seat-absent"),bot:d("table-seat-bot"),empty:d("table-seat-empty")}[e]||""}function Kl(e){let t=e.table,n=t.state===j.ACTIVE,o=n?e.view.currentSeat:void 0,r=t.seats.map(i=>{let l=n||!["present","away"].includes(Xl(i))?Xl(i):"unknown",c=o===i.index;return u("li",{class:`seat seat-${l}${c?" seat-turn":""}`,"data-seat":i.index,"data-status":l,"data-turn":String(c)},u("span",{class:"dot",style:`background:${Ae(i.index)}`}),u("span",{class:"seat-name"},e.plainName(i.index)),i.index===e.mySeat?u("span",{class:"chip you"},d("table-seat-you")):null,l!=="unknown"?u("span",{class:`chip presence ${l}`},ih(l)):null,c?u("span",{class:"chip turn"},d("table-seat-to-play")):null,ah(e,i),n&&e.saved.host&&i.index!==e.mySeat?sh(e,i,l):null)}),a=[u("h2",{class:"sr-heading"},d("table-seats-heading")),u("ul",{class:"seats live-seats",id:"seats"},r)],s=e.mySeat!==null?t.seats[e.mySeat]:null;if(n&&s&&s.absent){let i=u("button",{type:"button",class:"primary",id:"reclaim"},d("table-reclaim"));i.addEventListener("click",async()=>{try{await V.reclaimSeat({table:e.name,requestId:ee()},W(e.token))}catch(l){e.say(G(l))}await e.refresh()}),a.push(u("div",{class:"reclaim",id:"bot-plays-for-you",role:"status"},u("p",{},d("table-bot-plays-for-you")),i))}else n&&s&&s.reclaiming&&a.push(u("p",{class:"hint",role:"status"},d("table-reclaiming")));return Wl(),u("section",{class:"card seats-panel",id:"seats-panel"},a)}function jl(e){let t=e.table.state;if(!e.saved.host||![j.ACTIVE,j.WAITING].includes(t))return null;let n=u("button",{type:"button",class:"danger",id:"abandon"},d("table-host-end"));return n.addEventListener("click",()=>ro(e,d("table-host-end-confirm"),d("table-host-end-yes"),()=>V.abandonTable({table:e.name,requestId:ee()},W(e.saved.host)))),n}var lh=/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;function ch(e){try{return lh.test(new URL(e).hostname)}catch{return!1}}function jr(e,t,n){let o=u("input",{id:t,readonly:!0,value:n,class:"link"}),r=u("button",{type:"button","data-copy":t},d("table-copy"));return r.addEventListener("click",async()=>{o.select();try{await navigator.clipboard.writeText(n)}catch{document.execCommand("copy")}r.textContent=d("table-copied")}),u("label",{class:"share"},e,u("span",{class:"copy-row"},o,r))}function dh(e,t){return e.inviteUrl||`${location.origin}/t/${t}?invite=${e.invite}`}function uh(e,t){return e.spectatorUrl||`${location.origin}/t/${t}?spectate=${e.spectate}`}function Jr(e,t,n){if(!e.invite)return null;let o=dh(e,t),r=[jr(d("table-invite-link"),"invite-link",o),jr(d("table-spectator-link"),"spectator-link",uh(e,t))];return ch(o)&&r.unshift(u("p",{class:"warning",id:"loopback-warning",role:"note"},d("table-loopback-warning"))),u("details",{class:"card links",id:"links",open:n},u("summary",{},d("table-links")),r)}function Jl(e,t){if(!e.credential)return null;let n=`${location.origin}/t/${t}#seat=${encodeURIComponent(e.credential)}`;return u("details",{class:"card links",id:"other-device"},u("summary",{},d("table-other-device")),u("p",{class:"muted"},d("table-other-device-hint")),jr(d("table-other-device-link"),"device-link",n))}function Ql(e){let t=location.hash.match(/^#seat=([A-Za-z0-9_%-]+)$/);return t?(history.replaceState(null,"",`/t/${e}`),decodeURIComponent(t[1])):null}function Pl(e){return u("button",{id:"undo",class:"undo",type:"button",onclick:()=>fh(e)},d("undo-button"))}async function fh(e){let t;try{t=await V.undoAction({table:e.name,requestId:ee(),expectedVersion:e.version,includeDecision:!0},W(e.token))}catch(n){let{reason:o,metadata:r}=re(n);e.say(o==="UNDO_NOT_ALLOWED"?d("undo-refused",{why:r.why||""}):G(n));return}t.decision&&(e.decision=t.decision),e.message=d("undo-done"),await e.refresh()}var zl={seatJoined:"table-log-joined",seatLeft:"table-log-left",turnTimedOut:"table-log-timed-out",seatReclaimed:"table-log-reclaimed",seatFreed:"table-log-freed",tableAbandoned:"table-log-abandoned",actionUndone:"undo-log"};function ao(e,t){let n=t.kind,o=n.value&&n.value.seat!==void 0?e.seatName(n.value.seat):"";if(zl[n.case])return[{text:d(zl[n.case],{name:o})}];if(n.case==="botSeated")return[{text:d(n.value.forAbsentPlayer?"table-log-bot-for":"table-log-bot",{name:o})}];let r=[];n.case==="tableStarted"&&r.push({text:d("table-log-started")});let a=n.value&&n.value.gameEvents?n.value.gameEvents:[];for(let s of a){let i=e.game?se(s,e.game.Event):null,l=i?e.game.describeEvent(i,e):null;l&&r.push(l)}return r.length||r.push({text:d("table-log-acted",{name:o})}),r}async function Hl(e,t,n){let o=`tables/${t}`;document.title=d("table-title-opening");let r=Wn(t)||{},a=n.get("invite"),s=n.get("spectate"),i=Ql(t);if(i)try{let{view:c}=await V.getView({table:o},W(i));if(c.viewerSeat===void 0)throw new Error("not a seat");r=Ve(t,{seat:c.viewerSeat,credential:i})}catch(c){we(e,d("table-device-link-broken"),it(c)?d("error-unreachable"):d("table-device-link-broken-hint"));return}if(s&&(r=Ve(t,{spectate:s})),(s||a&&r.credential)&&history.replaceState(null,"",`/t/${t}`),!r.credential&&a){sl(e,t,a,c=>new so(e,t,o,c).start());return}if(!(r.credential||r.host||r.spectate)){we(e,d("table-needs-link"),d("table-needs-link-hint"));return}new so(e,t,o,r).start()}var so=class{constructor(t,n,o,r){Object.assign(this,{root:t,tableId:n,name:o,saved:r}),this.token=r.credential||r.host||r.spectate,this.mySeat=r.credential?r.seat:null,this.version=null,this.seen=null,this.events=[],this.ui={},this.message="",this.refreshing=null,this.again=!1,this.decision=null,this.streaming=!1}async start(){O(this.root,u("p",{class:"muted"},d("table-opening")));try{await this.loadHistory(),await this.refresh()}catch(t){let{reason:n}=re(t);["TABLE_NOT_FOUND","CREDENTIAL_NOT_ACCEPTED","CREDENTIAL_MALFORMED"].includes(n)?we(this.root,d("table-link-broken"),G(t)):we(this.root,d("table-cannot-show"),G(t));return}this.watch()}async loadHistory(){let t="";do{let n=await V.listEvents({table:this.name,pageSize:1e3,pageToken:t},W(this.token));for(let o of n.events)this.addEvent(o);t=n.nextPageToken}while(t)}addEvent(t){this.seen!==null&&t.version<=this.seen||(this.events.push(t),this.seen=t.version)}async watch(){let t=500;for(;;){try{let n={table:this.name,includeDecision:this.mySeat!==null};this.seen!==null&&(n.afterVersion=this.seen);for await(let o of V.watchTable(n,W(this.token)))t=500,this.setConnection(""),this.streaming=!0,o.decision&&(this.decision=o.decision),o.kind.case==="event"?(this.addEvent(o.kind.value),this.refresh()):o.kind.case==="snapshot"?(this.seen===null&&(this.seen=o.kind.value.version),this.refresh()):o.kind.case==="heartbeat"&&this.refreshPresence()}catch(n){if(this.streaming=!1,this.setConnection(G(n)),re(n).reason==="CREDENTIAL_NOT_ACCEPTED")return}await new Promise(n=>setTimeout(n,t)),t=Math.min(t*2,8e3),this.refresh()}}setConnection(t){this.connection=t;let n=document.getElementById("connection");n&&(n.textContent=t?d("table-reconnecting",{reason:t}):"")}refresh(){return this.refreshing?(this.again=!0,this.refreshing):(this.refreshing=(async()=>{try{do this.again=!1,await this.load();while(this.again)}catch(t){this.setConnection(G(t))}finally{this.refreshing=null}})(),this.refreshing)}async refreshPresence(){if(!(this.refreshing||!this.table))try{let{table:t}=await V.getTable({name:this.name},W(this.token)),n=o=>o.seats.map(r=>r.presence).join();if(this.refreshing||t.version!==this.table.version)return;n(t)!==n(this.table)&&(this.table=t,this.render())}catch(t){this.setConnection(G(t))}}async load(){let[{table:t},{view:n}]=await Promise.all([V.getTable({name:this.name},W(this.token)),V.getView({table:this.name},W(this.token))]),o=[];if(this.mySeat!==null&&n.state===j.ACTIVE&&n.currentSeat===this.mySeat){if(this.decision&&this.decision.version===n.version)o=this.decision.legalActions;else if(!this.streaming){let r=await V.listLegalActions({table:this.name},W(this.token));r.version===n.version?o=r.actions:this.again=!0}}this.table=t,this.view=n,this.game=je[t.game.split("/")[1]],this.gameView=n.gameView&&this.game?se(n.gameView,this.game.View):null,this.actions=this.game?o.map(r=>se(r,this.game.Action)):[],this.version!==n.version&&(this.ui=this.game?this.game.freshUi(this.ui):{}),this.version=n.version,this.render()}async submit(t){this.message="";try{let n=await V.submitAction({table:this.name,action:Tt(this.game.Action,t),expectedVersion:this.version,requestId:ee(),includeDecision:!0},W(this.token));n.decision&&(this.decision=n.decision)}catch(n){this.say(G(n)),it(n)&&this.setConnection(G(n))}await this.refresh()}async whyNot(t){try{return await V.validateAction({table:this.name,action:Tt(this.game.Action,t),expectedVersion:this.version},W(this.token)),""}catch(n){return G(n)}}say(t){this.message=t;let n=document.getElementById("message");n&&(n.textContent=t)}seatName(t){let n=this.plainName(t);return t===this.mySeat?d("table-seat-name-you",{name:n}):n}plainName(t){let n=this.table.seats[t];return n&&n.displayName?al(n):d("table-seat-number",{number:t+1})}newInvite(t){let n=this.saved.inviteUrl?this.saved.inviteUrl.split("/t/")[0]:location.origin;this.saved=Ve(this.tableId,{invite:t,inviteUrl:`${n}/t/${this.tableId}?invite=${t}`}),this.render()}render(){let t=this.table,n=this.game?this.game.title:t.game;document.title=d("table-title",{game:n,table:t.displayName||""});let o=u("header",{class:"bar"},u("a",{href:"/",class:"home"},d("app-name")),u("span",{class:"title"},n),u("span",{class:"who",id:"who"},this.mySeat!==null?d("table-header-you",{name:this.plainName(this.mySeat)}):this.saved.host?d("table-header-host"):d("table-header-watching")),u("span",{id:"connection",class:"connection",role:"status"},this.connection?d("table-reconnecting",{reason:this.connection}):"")),r=[];t.state===j.WAITING?r.push(this.renderWaiting()):(r.push(Kl(this)),t.state===j.ABANDONED&&r.push(u("section",{class:"card",id:"abandoned"},u("h2",{},d("table-abandoned")),u("p",{},d("table-abandoned-text"))))),t.state===j.FINISHED&&r.push(this.renderEnd()),this.game&&this.gameView&&r.push(this.game.render(this)),this.mySeat!==null&&t.state===j.ACTIVE&&r.push(Pl(this)),this.game||r.push(u("p",{},d("table-cannot-draw",{game:t.game}))),t.state!==j.WAITING&&r.push(Jr(this.saved,this.tableId,!1)),r.push(Jl(this.saved,this.tableId)),r.push(jl(this)),r.push(this.renderFairness()),r.push(this.renderLog()),this.root.dataset.version=String(this.view.version),this.root.dataset.state=String(t.state),this.root.dataset.mine=String(this.actions.length>0),O(this.root,o,u("p",{id:"message",class:"message",role:"alert"},this.message),...r)}renderWaiting(){let t=this.table,n=t.seats.filter(a=>a.state===ye.EMPTY).length,o=t.seats.map(a=>u("li",{class:"seat","data-seat":a.index},Me(a.index),a.state===ye.TAKEN?this.seatName(a.index):d("table-free-seat"))),r=[u("h2",{},n?d("table-waiting-for",{count:n}):d("table-everyone-here")),u("ul",{class:"seats"},o),Jr(this.saved,this.tableId,!0)];if(this.saved.host&&!t.autoStart){let a=u("button",{class:"primary",id:"start",disabled:n>0},d("table-start"));a.addEventListener("click",async()=>{try{await V.startTable({name:this.name,etag:t.etag,requestId:ee()},W(this.saved.host))}catch(s){this.say(G(s))}}),r.push(a)}else t.autoStart?r.push(u("p",{class:"muted"},d("table-auto-start"))):r.push(u("p",{class:"muted"},d("table-host-starts")));return u("section",{class:"card waiting",id:"waiting"},r)}renderEnd(){return no(this)}renderFairness(){let t=this.table.fairness;if(!t||!t.commitment.length)return null;let n=[u("p",{class:"muted"},d("table-fair-commitment")," ",u("code",{class:"commitment",id:"commitment"},lt(t.commitment)))];if(t.serverSecret.length){let o=u("p",{id:"fairness-check"},d("table-fair-checking"));n.push(o),rl(this.table).then(r=>{o.textContent=r.commitment&&r.seed?d("table-fair-verified"):r.commitment?d("table-fair-bad-seed"):d("table-fair-bad-commitment"),o.dataset.verified=String(r.commitment&&r.seed)})}return u("details",{class:"card fairness",open:!!t.serverSecret.length},u("summary",{},d("table-fair-draws")),...n)}renderLog(){let t=[];for(let o of this.events)for(let r of this.describe(o))t.push(u("li",{"data-version":o.version,class:r.cls||""},r.icon||null,r.text));t.reverse();let n=this.table.state===j.WAITING?null:u("a",{href:`/t/${this.tableId}/replay`,id:"replay-link",class:"replay-link"},d("replay-open"));return u("section",{class:"card log"},u("h3",{id:"log-title"},d("table-log")),n,u("ol",{id:"log",reversed:!0,tabindex:0,"aria-labelledby":"log-title"},t))}describe(t){return ao(this,t)}};var hh=[.5,1,2,4];async function ql(e,t){let n=`tables/${t}`,o=Wn(t)||{},r=o.credential||o.host||o.spectate;O(e,u("p",{class:"muted"},d("replay-loading")));let a,s=[];try{({table:a}=await V.getTable({name:n},W(r)));let f="";do{let p=await V.listEvents({table:n,pageSize:1e3,pageToken:f},W(r));s.push(...p.events),f=p.nextPageToken}while(f)}catch(f){let{reason:p}=re(f);we(e,p==="TABLE_NOT_FOUND"?d("table-link-broken"):d("table-cannot-show"),G(f));return}let i=new Map,l=f=>{if(!i.has(f)){let p=V.getView({table:n,version:f},W(r)).then(w=>w.view);p.catch(()=>i.delete(f)),i.set(f,p)}return i.get(f)},c=a.state===j.ACTIVE;new Xt(e,{table:a,events:s,viewAt:l,mySeat:o.credential?o.seat:null,back:{href:`/t/${t}`,text:d("replay-back-to-table")},note:c?d("replay-running-note"):""}).start()}var Xt=class{constructor(t,n){Object.assign(this,{root:t,source:n,table:n.table,mySeat:n.mySeat??null}),this.game=je[this.table.game.split("/")[1]]||null;let o=n.events.findIndex(r=>r.kind.case==="tableStarted");this.steps=o<0?[]:n.events.slice(o),this.before=o<0?[]:n.events.slice(0,o),this.step=0,this.playing=null,this.speed=1,this.ui={},this.actions=[],this.message="",this.events=[],this.view=null,this.gameView=null,this.drawn=null}start(){if(!this.steps.length){we(this.root,d("replay-not-started"),d("replay-not-started-hint"));return}this.frame(),this.go(this.steps.length-1)}seatName(t){let n=this.plainName(t);return t===this.mySeat?d("table-seat-name-you",{name:n}):n}plainName(t){let n=this.table.seats[t];return n&&n.displayName?n.displayName:d("table-seat-number",{number:t+1})}async submit(){}async whyNot(){return""}say(t){this.message=t}render(){this.drawStage()}frame(){let t=this.game?this.game.title:this.table.game;document.title=d("replay-title",{game:t});let n=this.steps.length-1,o=(i,l,c,f)=>u("button",{type:"button",id:i,class:"replay-button","aria-label":c,title:c,onclick:f},l);this.slider=u("input",{type:"range",id:"replay-slider",min:0,max:n,step:1,value:n,"aria-label":d("replay-slider")}),this.slider.addEventListener("input",()=>{this.pause(),this.go(Number(this.slider.value))}),this.position=u("span",{id:"replay-position",class:"replay-position","aria-live":"polite"}),this.playButton=o("replay-play","▶",d("replay-play"),()=>this.toggle());let r=u("select",{id:"replay-speed","aria-label":d("replay-speed")},hh.map(i=>u("option",{value:i,selected:i===this.speed},d("replay-speed-value",{speed:Z(i)}))));r.addEventListener("change",()=>{this.speed=Number(r.value)});let a=u("section",{class:"card replay-controls",id:"replay-controls"},u("div",{class:"replay-buttons"},o("replay-first","⏮",d("replay-first"),()=>{this.pause(),this.go(0)}),o("replay-back","◀",d("replay-step-back"),()=>{this.pause(),this.go(this.step-1)}),this.playButton,o("replay-forward","▶▶",d("replay-step-forward"),()=>{this.pause(),this.go(this.step+1)}),o("replay-last","⏭",d("replay-last"),()=>{this.pause(),this.go(n)}),r),u("div",{class:"replay-track"},this.slider,this.position));this.stage=u("div",{class:"replay-stage",id:"replay-stage"});let s=u("header",{class:"bar"},u("a",{href:"/",class:"home"},d("app-name")),u("span",{class:"title"},d("replay-heading",{game:t})),u("a",{href:this.source.back.href,class:"back",id:"replay-back-link"},this.source.back.text));O(this.root,s,this.source.note?u("p",{class:"muted replay-note",id:"replay-note"},this.source.note):null,a,this.stage),this.root.classList.add("replaying"),this.root.addEventListener("keydown",i=>{i.target instanceof HTMLInputElement||i.target instanceof HTMLSelectElement||(i.key==="ArrowRight"&&(this.pause(),this.go(this.step+1)),i.key==="ArrowLeft"&&(this.pause(),this.go(this.step-1)))})}async go(t){let n=this.steps.length-1;this.step=Math.max(0,Math.min(n,t));let o=this.steps[this.step];this.slider.value=String(this.step),this.position.textContent=d("replay-position",{step:Z(this.step),last:Z(n)}),this.root.dataset.replayStep=String(this.step),this.root.dataset.replayVersion=String(o.version);let r=this.step,a;try{a=await this.source.viewAt(o.version)}catch(s){return r===this.step&&this.fail(G(s)),!1}if(r!==this.step)return!1;this.message="",this.view=a,this.gameView=a.gameView&&this.game?se(a.gameView,this.game.View):null,this.events=[...this.before,...this.steps.slice(0,this.step+1)],this.ui=this.game?this.game.freshUi(this.ui):{},this.drawn=o.version,this.drawStage();for(let s=1;s<=2&&this.step+s<=n;s+=1)this.source.viewAt(this.steps[this.step+s].version).catch(()=>{});return!0}fail(t){this.pause(),this.message=t;let n=document.getElementById("replay-message");n?n.textContent=t:this.drawStage()}toggle(){if(this.playing){this.pause();return}this.step>=this.steps.length-1&&this.go(0),this.playButton.textContent="⏸",this.playButton.setAttribute("aria-label",d("replay-pause")),this.playButton.title=d("replay-pause"),this.root.dataset.replayPlaying="true";let t=async()=>{if(this.step>=this.steps.length-1){this.pause();return}await this.go(this.step+1),this.playing&&(this.playing=setTimeout(t,1e3/this.speed))};this.playing=setTimeout(t,1e3/this.speed)}pause(){this.playing&&(clearTimeout(this.playing),this.playing=null,this.playButton.textContent="▶",this.playButton.setAttribute("aria-label",d("replay-play")),this.playButton.title=d("replay-play"),this.root.dataset.replayPlaying="false")}drawStage(){if(!this.stage)return;let t=[u("p",{id:"replay-message",class:"message",role:"alert"},this.message)];this.view&&(this.view.outcome&&this.view.state===j.FINISHED&&t.push(no(this)),this.game&&this.gameView?t.push(this.game.render(this)):t.push(u("p",{},d("table-cannot-draw",{game:this.table.game})))),O(this.stage,u("div",{class:"replay-board"},t),this.renderLog()),this.root.dataset.replayDrawn=String(this.drawn)}renderLog(){let t=[];return this.events.forEach(n=>{let o=this.steps.indexOf(n);for(let r of ao(this,n)){let a=[r.icon||null,r.text];t.push(u("li",{"data-version":n.version,class:`${r.cls||""}${o===this.step?" current":""}`},o<0?a:u("button",{type:"button",class:"log-step","data-step":o,onclick:()=>{this.pause(),this.go(o)}},a)))}}),t.reverse(),u("section",{class:"card log replay-log"},u("h3",{id:"log-title"},d("replay-log",{step:Z(this.step)})),u("ol",{id:"log",reversed:!0,tabindex:0,"aria-labelledby":"log-title"},t))}};var ec=4*1024*1024,ph="meeple.game-record",tc=1,le=class extends Error{};function nc(e){document.title=d("record-title");let t=u("p",{id:"record-message",class:"message",role:"alert"}),n=u("input",{type:"file",id:"record-file",accept:".json,application/json"});n.addEventListener("change",async()=>{let o=n.files&&n.files[0];if(!o)return;t.textContent=d("record-reading");let r;try{r=await mh(o)}catch(a){t.textContent=a instanceof le?a.message:G(a),n.value="";return}new Xt(e,{...r,mySeat:null,back:{href:"/replay",text:d("record-open-another")},note:""}).start()}),O(e,u("header",{class:"bar"},u("a",{href:"/",class:"home"},d("app-name"))),u("section",{class:"card record-page",id:"record-page"},u("h1",{},d("record-heading")),u("p",{class:"muted"},d("record-intro",{file:"game.json",command:"meeple export"})),u("label",{},d("record-choose"),n),t))}async function mh(e){if(e.size>ec)throw new le(d("record-too-large",{limit:Z(ec/1024/1024)}));let t;try{t=JSON.parse(await e.text())}catch{throw new le(d("record-not-json",{format:"JSON"}))}if(!document||typeof document!="object"||t.format!==ph)throw new le(d("record-not-a-record"));if(t.format_version!==tc)throw new le(d("record-other-version",{version:String(t.format_version),readable:Z(tc)}));if(!je[String(t.game)])throw new le(d("record-unknown-game",{game:String(t.game)}));let o=Do(...Object.values(je).flatMap(f=>[f.View,f.Event,f.Action])),r,a;try{let f={registry:o,ignoreUnknownFields:!0};if(r=rt(ji,t.table,f),!Array.isArray(t.events))throw new Error("events");a=t.events.map(p=>rt(Sr,p,f))}catch{throw new le(d("record-damaged"))}if(r.game!==`games/${t.game}`)throw new le(d("record-damaged"));let s=a.map(f=>{let p=ns(Sr,f);return p.kind.value&&p.kind.value.gameEvents&&(p.kind.value.gameEvents=[]),p}),i;try{i=await V.replayRecord({table:r,events:s})}catch(f){let{reason:p,metadata:w}=re(f);throw p==="RECORD_NOT_REPLAYABLE"?new le(d("record-not-replayable",{why:w.why||"",version:w.version||""})):p==="MESSAGE_TOO_LARGE"?new le(d("record-too-large-for-server")):f}let l=new Map(i.views.map(f=>[f.version,f]));return{table:r,events:a,viewAt:async f=>{let p=l.get(f);if(!p)throw new le(d("record-damaged"));return p}}}function gh(){let e=document.getElementById("app"),t=location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/?$/),n=location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/replay\/?$/);if(n)ql(e,n[1].toLowerCase());else if(location.pathname.replace(/\/$/,"")==="/replay")nc(e);else if(t){let o=t[1].toLowerCase();t[1]!==o&&history.replaceState(null,"",`/t/${o}${location.search}${location.hash}`),Hl(e,o,new URLSearchParams(location.search))}else location.pathname.startsWith("/t/")?we(e,d("table-link-broken"),d("error-table-not-found")):ll(e)}Ht(ga(ma()));document.title=d("app-name");il(document.getElementById("language-bar"));gh();
