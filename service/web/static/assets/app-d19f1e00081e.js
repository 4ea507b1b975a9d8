var Ec=Object.defineProperty;var ia=(e,t)=>{for(var n in t)Ec(e,n,{get:t[n],enumerable:!0})};var Ee=class{constructor(t){this.value=t}valueOf(){return this.value}},F=class extends Ee{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},ae=class extends Ee{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},ve=class e extends Ee{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof Ee)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof Ee&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var la=100,vc="⁨",Sc="⁩";function Ac(e,t,n){if(n===t||n instanceof ae&&t instanceof ae&&n.value===t.value)return!0;if(t instanceof ae&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function ca(e,t,n){return t[n]?je(e,t[n].value):(e.reportError(new RangeError("No default")),new F)}function po(e,t){let n=[],o=Object.create(null);for(let r of t)r.type==="narg"?o[r.name]=pt(e,r.value):n.push(pt(e,r));return{positional:n,named:o}}function pt(e,t){switch(t.type){case"str":return t.value;case"num":return new ae(t.value,{minimumFractionDigits:t.precision});case"var":return xc(e,t);case"mesg":return Nc(e,t);case"term":return Ic(e,t);case"func":return Rc(e,t);case"select":return Vc(e,t);default:return new F}}function xc(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new F(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new F(`$${t}`);if(n instanceof Ee)return n;switch(typeof n){case"string":return n;case"number":return new ae(n);case"object":if(ve.supportsValue(n))return new ve(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new F(`$${t}`)}}function Nc(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new F(t);if(n){let r=o.attributes[n];return r?je(e,r):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new F(`${t}.${n}`))}return o.value?je(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new F(t))}function Ic(e,{name:t,attr:n,args:o}){let r=`-${t}`,a=e.bundle._terms.get(r);if(!a)return e.reportError(new ReferenceError(`Unknown term: ${r}`)),new F(r);if(n){let i=a.attributes[n];if(i){e.params=po(e,o).named;let l=je(e,i);return e.params=null,l}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new F(`${r}.${n}`)}e.params=po(e,o).named;let s=je(e,a.value);return e.params=null,s}function Rc(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new F(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new F(`${t}()`);try{let r=po(e,n);return o(r.positional,r.named)}catch(r){return e.reportError(r),new F(`${t}()`)}}function Vc(e,{selector:t,variants:n,star:o}){let r=pt(e,t);if(r instanceof F)return ca(e,n,o);for(let a of n){let s=pt(e,a.key);if(Ac(e,r,s))return je(e,a.value)}return ca(e,n,o)}function mo(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new F;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let r of t){if(typeof r=="string"){n.push(e.bundle._transform(r));continue}if(e.placeables++,e.placeables>la)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${la}`);o&&n.push(vc),n.push(pt(e,r).toString(e)),o&&n.push(Sc)}return e.dirty.delete(t),n.join("")}function je(e,t){return typeof t=="string"?e.bundle._transform(t):mo(e,t)}var Qt=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let r=JSON.stringify(n);return o[r]||(o[r]=new t(this.bundle.locales,n)),o[r]}};function bo(e,t){let n=Object.create(null);for(let[o,r]of Object.entries(e))t.includes(o)&&(n[o]=r.valueOf());return n}var da=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ua(e,t){let n=e[0];if(n instanceof F)return new F(`NUMBER(${n.valueOf()})`);if(n instanceof ae)return new ae(n.valueOf(),{...n.opts,...bo(t,da)});if(n instanceof ve)return new ae(n.toNumber(),{...bo(t,da)});throw new TypeError("Invalid argument to NUMBER")}var Zc=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function fa(e,t){let n=e[0];if(n instanceof F)return new F(`DATETIME(${n.valueOf()})`);if(n instanceof ve||n instanceof ae)return new ve(n,bo(t,Zc));throw new TypeError("Invalid argument to DATETIME")}var ha=new Map;function pa(e){let t=Array.isArray(e)?e.join(" "):e,n=ha.get(t);return n===void 0&&(n=new Map,ha.set(t,n)),n}var mt=class{constructor(t,{functions:n,useIsolating:o=!0,transform:r=a=>a}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:ua,DATETIME:fa,...n},this._useIsolating=o,this._transform=r,this._intls=pa(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let r=0;r<t.body.length;r++){let a=t.body[r];if(a.id.startsWith("-")){if(n===!1&&this._terms.has(a.id)){o.push(new Error(`Attempt to override an existing term: "${a.id}"`));continue}this._terms.set(a.id,a)}else{if(n===!1&&this._messages.has(a.id)){o.push(new Error(`Attempt to override an existing message: "${a.id}"`));continue}this._messages.set(a.id,a)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let r=new Qt(this,o,n);try{return mo(r,t).toString(r)}catch(a){if(r.errors&&a instanceof Error)return r.errors.push(a),new F().toString(r);throw a}}};var go=/^(-?[a-zA-Z][\w-]*) *= */gm,ma=/\.([a-zA-Z][\w-]*) *= */y,Tc=/\*?\[/y,yo=/(-?[0-9]+(?:\.([0-9]+))?)/y,$c=/([a-zA-Z][\w-]*)/y,ba=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Bc=/^[A-Z][A-Z0-9_-]*$/,Pt=/([^{}\n\r]+)/y,Lc=/([^\\"\n\r]*)/y,ga=/\\([\\"])/y,ya=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Mc=/^\n+/,wa=/ +$/,Gc=/ *\r?\n/g,Cc=/( *)$/,Uc=/{\s*/y,ka=/\s*}/y,Fc=/\[\s*/y,Yc=/\s*] */y,Wc=/\s*\(\s*/y,Xc=/\s*->\s*/y,_c=/\s*:\s*/y,Oc=/\s*,?\s*/y,Dc=/\s+/y,bt=class{constructor(t){this.body=[],go.lastIndex=0;let n=0;for(;;){let E=go.exec(t);if(E===null)break;n=go.lastIndex;try{this.body.push(l(E[1]))}catch(k){if(k instanceof SyntaxError)continue;throw k}}function o(E){return E.lastIndex=n,E.test(t)}function r(E,k){if(t[n]===E)return n++,!0;if(k)throw new k(`Expected ${E}`);return!1}function a(E,k){if(o(E))return n=E.lastIndex,!0;if(k)throw new k(`Expected ${E.toString()}`);return!1}function s(E){E.lastIndex=n;let k=E.exec(t);if(k===null)throw new SyntaxError(`Expected ${E.toString()}`);return n=E.lastIndex,k}function i(E){return s(E)[1]}function l(E){let k=f(),I=d();if(k===null&&Object.keys(I).length===0)throw new SyntaxError("Expected message value or attributes");return{id:E,value:k,attributes:I}}function d(){let E=Object.create(null);for(;o(ma);){let k=i(ma),I=f();if(I===null)throw new SyntaxError("Expected attribute value");E[k]=I}return E}function f(){let E;if(o(Pt)&&(E=i(Pt)),t[n]==="{"||t[n]==="}")return p(E?[E]:[],1/0);let k=re();return k?E?p([E,k],k.length):(k.value=pe(k.value,Mc),p([k],k.length)):E?pe(E,wa):null}function p(E=[],k){for(;;){if(o(Pt)){E.push(i(Pt));continue}if(t[n]==="{"){E.push(y());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let ne=re();if(ne){E.push(ne),k=Math.min(k,ne.length);continue}break}let I=E.length-1,O=E[I];typeof O=="string"&&(E[I]=pe(O,wa));let J=[];for(let ne of E)ne instanceof Ht&&(ne=ne.value.slice(0,ne.value.length-k)),ne&&J.push(ne);return J}function y(){a(Uc,SyntaxError);let E=m();if(a(ka))return E;if(a(Xc)){let k=w();return a(ka,SyntaxError),{type:"select",selector:E,...k}}throw new SyntaxError("Unclosed placeable")}function m(){if(t[n]==="{")return y();if(o(ba)){let[,E,k,I=null]=s(ba);if(E==="$")return{type:"var",name:k};if(a(Wc)){let O=g();if(E==="-")return{type:"term",name:k,attr:I,args:O};if(Bc.test(k))return{type:"func",name:k,args:O};throw new SyntaxError("Function names must be all upper-case")}return E==="-"?{type:"term",name:k,attr:I,args:[]}:{type:"mesg",name:k,attr:I}}return v()}function g(){let E=[];for(;;){switch(t[n]){case")":return n++,E;case void 0:throw new SyntaxError("Unclosed argument list")}E.push(b()),a(Oc)}}function b(){let E=m();return E.type!=="mesg"?E:a(_c)?{type:"narg",name:E.name,value:v()}:E}function w(){let E=[],k=0,I;for(;o(Tc);){r("*")&&(I=k);let O=S(),J=f();if(J===null)throw new SyntaxError("Expected variant value");E[k++]={key:O,value:J}}if(k===0)return null;if(I===void 0)throw new SyntaxError("Expected default variant");return{variants:E,star:I}}function S(){a(Fc,SyntaxError);let E;return o(yo)?E=x():E={type:"str",value:i($c)},a(Yc,SyntaxError),E}function v(){if(o(yo))return x();if(t[n]==='"')return B();throw new SyntaxError("Invalid expression")}function x(){let[,E,k=""]=s(yo),I=k.length;return{type:"num",value:parseFloat(E),precision:I}}function B(){r('"',SyntaxError);let E="";for(;;){if(E+=i(Lc),t[n]==="\\"){E+=G();continue}if(r('"'))return{type:"str",value:E};throw new SyntaxError("Unclosed string literal")}}function G(){if(o(ga))return i(ga);if(o(ya)){let[,E,k]=s(ya),I=parseInt(E||k,16);return I<=55295||57344<=I?String.fromCodePoint(I):"�"}throw new SyntaxError("Unknown escape sequence")}function re(){let E=n;switch(a(Dc),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return me(t.slice(E,n))}return t[n-1]===" "?me(t.slice(E,n)):!1}function pe(E,k){return E.replace(k,"")}function me(E){let k=E.replace(Gc,`
`),I=Cc.exec(E)[1].length;return new Ht(k,I)}}},Ht=class{constructor(t,n){this.value=t,this.length=n}};var Kc="([a-z]{2,3}|\\*)",Jc="(?:-([a-z]{4}|\\*))",jc="(?:-([a-z]{2}|\\*))",Qc="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Pc=new RegExp(`^${Kc}${Jc}?${jc}?${Qc}?$`,"i"),Be=class{constructor(t){let n=Pc.exec(t.replace(/_/g,"-"));if(!n){this.isWellFormed=!1;return}let[,o,r,a,s]=n;o&&(this.language=o.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),a&&(this.region=a.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,n=!1,o=!1){return(this.language===t.language||n&&this.language===void 0||o&&t.language===void 0)&&(this.script===t.script||n&&this.script===void 0||o&&t.script===void 0)&&(this.region===t.region||n&&this.region===void 0||o&&t.region===void 0)&&(this.variant===t.variant||n&&this.variant===void 0||o&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=zc(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},Ea={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},Hc=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function zc(e){if(Object.prototype.hasOwnProperty.call(Ea,e))return new Be(Ea[e]);let t=new Be(e);return t.language&&Hc.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function wo(e,t,n){let o=new Set,r=new Map;for(let a of t)new Be(a).isWellFormed&&r.set(a,new Be(a));e:for(let a of e){let s=a.toLowerCase(),i=new Be(s);if(i.language!==void 0){for(let l of r.keys())if(s===l.toLowerCase()){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}for(let[l,d]of r.entries())if(d.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}if(i.addLikelySubtags()){for(let[l,d]of r.entries())if(d.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}i.clearVariants();for(let[l,d]of r.entries())if(d.matches(i,!0,!0)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}if(i.clearRegion(),i.addLikelySubtags()){for(let[l,d]of r.entries())if(d.matches(i,!0,!1)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}i.clearRegion();for(let[l,d]of r.entries())if(d.matches(i,!0,!0)){if(o.add(l),r.delete(l),n==="lookup")return Array.from(o);if(n==="filtering")continue;continue e}}}return Array.from(o)}function ko(e,t,{strategy:n="filtering",defaultLocale:o}={}){let r=wo(Array.from(e??[]).map(String),Array.from(t??[]).map(String),n);if(n==="lookup"){if(o===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(o)}else o&&!r.includes(o)&&r.push(o);return r}var zt={languages:{en:{dir:"ltr",ftl:`# The Castles of Burgundy on the web table (web/src/games/burgundy/).
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
error-table-not-finished = Only a finished game can be reviewed.
error-review-not-found = Nobody has asked for this game's review yet.
error-too-many-reviews = Your other reviews are still being made. Try again when they are ready.

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
lobby-my-table-title = { $game } · { $table }
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
review-summary-heading = How each player did
review-summary-line = { $name }: accuracy { $accuracy }%, { $loss } points lost per decision on average ({ $decisions } decisions; { $inaccuracies } inaccuracies, { $mistakes } mistakes, { $blunders } blunders)

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
error-table-not-finished = فقط بازیِ تمام‌شده را می‌توان بررسی کرد.
error-review-not-found = هنوز کسی بررسیِ این بازی را نخواسته است.
error-too-many-reviews = بررسی‌های دیگرِ شما هنوز در حال انجام است. وقتی آماده شدند دوباره امتحان کنید.

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

# اعلان‌ها برای بازیکنان و بازی‌های کُند (مسئلهٔ ۳۰).
# فهرست پیام‌های خود سرور (service/notify/messages.json) همان پیام‌های notify-turn-* است.
notify-turn-title = نوبت شماست: { $game }
notify-turn-text = { $name }، در { $game } نوبت حرکت شماست.
notify-turn-link = جایگاه خود را باز کنید: { $link }
notify-turn-mute = برای قطع این پیام‌ها، میز را در صفحه‌اش بی‌صدا کنید.

# صفحهٔ میز: تنظیمات اعلان یک جایگاه.
notify-heading = وقتی نوبت من شد خبرم کن
notify-push-on = به این دستگاه خبر بده
notify-push-off = دیگر به این دستگاه خبر نده
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
lobby-my-table-title = { $game } · { $table }
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
review-summary-heading = هر بازیکن چگونه بازی کرد
review-summary-line = { $name }: دقت { $accuracy }٪، به‌طور میانگین { $loss } امتیاز از دست رفته در هر تصمیم ({ $decisions } تصمیم؛ { $inaccuracies } بی‌دقتی، { $mistakes } اشتباه، { $blunders } اشتباهِ بزرگ)

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
table-host-bot-level = سطح ربات
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
error-table-not-finished = 終わったゲームだけを振り返ることができます。
error-review-not-found = このゲームの振り返りはまだ誰も頼んでいません。
error-too-many-reviews = ほかの振り返りをまだ作っています。できあがってからもう一度お試しください。

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
lobby-my-table-title = { $game } · { $table }
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
review-summary-heading = 各プレイヤーの出来
review-summary-line = { $name }：正確さ { $accuracy }%、1手あたり平均 { $loss }点の損（{ $decisions }手；緩手 { $inaccuracies }、悪手 { $mistakes }、大悪手 { $blunders }）

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
`}}};var de="en",Ge=Object.keys(zt.languages),en="en-XA",xa="meeple.language",va=new Map;function qt(e){let t=va.get(e);if(!t){let n=e===en?de:e;t=new mt(n===e?e:de);let o=new bt(zt.languages[n].ftl);e===en&&ed(o);let r=t.addResource(o);for(let a of r)console.error(`catalog ${e}:`,a);va.set(e,t)}return t}var Sa={a:"àá",e:"èé",i:"ìí",o:"òó",u:"ùú",A:"ÀÁ",E:"ÈÉ",I:"ÌÍ",O:"ÒÓ",U:"ÙÚ"};function Aa(e){if(!e.trim())return e;let t=Math.ceil(e.length*1.4),n="",o=e.length;for(let r of e)Sa[r]&&o<t?(n+=Sa[r],o+=1):n+=r;return o<t?`${n} ${"ŵ".repeat(Math.max(t-o-1,1))}`:n}function Eo(e){return typeof e=="string"?Aa(e):e.map(t=>{if(typeof t=="string")return Aa(t);if(t.type==="select")for(let n of t.variants)n.value=Eo(n.value);return t})}function ed(e){for(let t of e.body){t.value!==null&&(t.value=Eo(t.value));for(let n of Object.keys(t.attributes))t.attributes[n]=Eo(t.attributes[n])}}var be=de,vo=[qt(de)];function ue(){return be}function td(e=be){return zt.languages[e]?.dir||"ltr"}function tn(e,{persist:t=!1}={}){be=Ge.includes(e)||e===en?e:de,vo=be===de?[qt(de)]:[qt(be),qt(de)],document.documentElement.lang=be,document.documentElement.dir=td(be);for(let n of nd)n(be);if(t)try{localStorage.setItem(xa,be)}catch{}return be}function Na(){let t=document.querySelector('meta[name="meeple-default-language"]')?.getAttribute("content")||de;return Ge.includes(t)?t:de}function Ia(e=de){let t=null;try{t=localStorage.getItem(xa)}catch{t=null}if(t&&(Ge.includes(t)||t===en))return t;let n=Ge.includes(e)?e:de,o=navigator.languages?.length?navigator.languages:[navigator.language],[r]=ko(o.filter(Boolean),Ge,{strategy:"lookup",defaultLocale:n});return r||n}var nd=new Set;function Qe(e,t){for(let n of vo){let o=n.getMessage(e);if(o?.value){let r=[],a=n.formatPattern(o.value,t,r);for(let s of r)console.error(`catalog ${n.locales[0]} ${e}:`,s);return a}}return null}function c(e,t=void 0){let n=Qe(e,t);return n!==null?n:(console.error(`catalog: no message ${e}`),e)}function nn(e){return vo.some(t=>t.hasMessage(e))}function gt(e){return String(e).toLowerCase().replace(/[^a-z0-9]+/g,"-").replace(/^-|-$/g,"")}function Ra(e){return gt(String(e).replace(/^games\//,""))}function Pe(e,t=e){return Qe(`game-name-${Ra(e)}`)??t}function So(e,t){return t.service?"service":Ra(e)}function on(e,t){return Qe(`option-${So(e,t)}-${gt(t.name)}`)??t.name}function Va(e,t){let n=`option-${So(e,t)}-${gt(t.name)}-description`;return Qe(n)??t.description}function yt(e,t,n){let o=`option-${So(e,t)}-${gt(t.name)}`,r=Qe(`${o}-${gt(n)}`);if(r!==null)return r;if(/^[0-9]+$/.test(n)){let a=Number(n),s=Qe(`${o}-number`,{value:a,seat:a+1});if(s!==null)return s}return String(n)}function R(e,t=void 0){return new Intl.NumberFormat(be,t).format(e)}var A;(function(e){e[e.Canceled=1]="Canceled",e[e.Unknown=2]="Unknown",e[e.InvalidArgument=3]="InvalidArgument",e[e.DeadlineExceeded=4]="DeadlineExceeded",e[e.NotFound=5]="NotFound",e[e.AlreadyExists=6]="AlreadyExists",e[e.PermissionDenied=7]="PermissionDenied",e[e.ResourceExhausted=8]="ResourceExhausted",e[e.FailedPrecondition=9]="FailedPrecondition",e[e.Aborted=10]="Aborted",e[e.OutOfRange=11]="OutOfRange",e[e.Unimplemented=12]="Unimplemented",e[e.Internal=13]="Internal",e[e.Unavailable=14]="Unavailable",e[e.DataLoss=15]="DataLoss",e[e.Unauthenticated=16]="Unauthenticated"})(A||(A={}));function wt(e,t){return e!==null&&typeof e=="object"&&"$typeName"in e&&typeof e.$typeName=="string"?t===void 0?!0:t.typeName===e.$typeName:!1}var h;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(h||(h={}));function Ta(){let e=this.buf,t=this.pos,n=0,o=0;for(let a=0;a<28;a+=7){let s=e[t++];if(n|=(s&127)<<a,(s&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}}let r=e[t++];if(n|=(r&15)<<28,o=(r&112)>>4,(r&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}for(let a=3;a<=31;a+=7){let s=e[t++];if(o|=(s&127)<<a,(s&128)==0){this.pos=t,this.assertBounds(),this.varint64Lo=n,this.varint64Hi=o;return}}throw new Error("invalid varint")}var rn=4294967296;function Ao(e){let t=e[0]==="-";t&&(e=e.slice(1));let n=1e6,o=0,r=0;function a(s,i){let l=Number(e.slice(s,i));r*=n,o=o*n+l,o>=rn&&(r=r+(o/rn|0),o=o%rn)}return a(-24,-18),a(-18,-12),a(-12,-6),a(-6),t?Ba(o,r):No(o,r)}function $a(e,t){let n=No(e,t),o=n.hi&2147483648;o&&(n=Ba(n.lo,n.hi));let r=xo(n.lo,n.hi);return o?"-"+r:r}function xo(e,t){if({lo:e,hi:t}=od(e,t),t<=2097151)return String(rn*t+e);let n=e&16777215,o=(e>>>24|t<<8)&16777215,r=t>>16&65535,a=n+o*6777216+r*6710656,s=o+r*8147497,i=r*2,l=1e7;return a>=l&&(s+=Math.floor(a/l),a%=l),s>=l&&(i+=Math.floor(s/l),s%=l),i.toString()+Za(s)+Za(a)}function od(e,t){return{lo:e>>>0,hi:t>>>0}}function No(e,t){return{lo:e|0,hi:t|0}}function Ba(e,t){return t=~t,e?e=~e+1:t+=1,No(e,t)}var Za=e=>{let t=String(e);return"0000000".slice(t.length)+t};function La(e,t){if(e>>>0<128){t.push(e);return}if(e>=0){for(;e>127;)t.push(e&127|128),e=e>>>7;t.push(e)}else{for(let n=0;n<9;n++)t.push(e&127|128),e=e>>7;t.push(1)}}function Ma(){let e=this.buf[this.pos++];if((e&128)===0)return this.assertBounds(),e;let t=e&127;if(e=this.buf[this.pos++],t|=(e&127)<<7,(e&128)===0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<14,(e&128)===0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<21,(e&128)===0)return this.assertBounds(),t;e=this.buf[this.pos++],t|=(e&15)<<28;for(let n=5;(e&128)!==0&&n<10;n++)e=this.buf[this.pos++];if((e&128)!==0)throw new Error("invalid varint");return this.assertBounds(),t>>>0}var V=rd();function rd(){let e=new DataView(new ArrayBuffer(8));if(typeof BigInt=="function"&&typeof e.getBigInt64=="function"&&typeof e.getBigUint64=="function"&&typeof e.setBigInt64=="function"&&typeof e.setBigUint64=="function"&&(!!globalThis.Deno||!!globalThis.Bun||typeof process!="object"||typeof process.env!="object"||process.env.BUF_BIGINT_DISABLE!=="1")){let n=BigInt("-9223372036854775808"),o=BigInt("9223372036854775807"),r=BigInt("0"),a=BigInt("18446744073709551615");return{zero:BigInt(0),supported:!0,parse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>o||i<n)throw new Error(`invalid int64: ${s}`);return i},uParse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>a||i<r)throw new Error(`invalid uint64: ${s}`);return i},enc(s){return e.setBigInt64(0,this.parse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},uEnc(s){return e.setBigInt64(0,this.uParse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},dec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigInt64(0,!0)},uDec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigUint64(0,!0)}}}return{zero:"0",supported:!1,parse(n){return typeof n!="string"&&(n=n.toString()),Ga(n),n},uParse(n){return typeof n!="string"&&(n=n.toString()),Ca(n),n},enc(n){return typeof n!="string"&&(n=n.toString()),Ga(n),Ao(n)},uEnc(n){return typeof n!="string"&&(n=n.toString()),Ca(n),Ao(n)},dec(n,o){return $a(n,o)},uDec(n,o){return xo(n,o)}}}function Ga(e){if(!/^-?[0-9]+$/.test(e))throw new Error("invalid int64: "+e)}function Ca(e){if(!/^[0-9]+$/.test(e))throw new Error("invalid uint64: "+e)}function q(e,t){switch(e){case h.STRING:return"";case h.BOOL:return!1;case h.DOUBLE:case h.FLOAT:return 0;case h.INT64:case h.UINT64:case h.SFIXED64:case h.FIXED64:case h.SINT64:return t?"0":V.zero;case h.BYTES:return new Uint8Array(0);default:return 0}}function Ua(e,t){switch(e){case h.BOOL:return t===!1;case h.STRING:return t==="";case h.BYTES:return t instanceof Uint8Array&&!t.byteLength;case h.DOUBLE:case h.FLOAT:return Object.is(t,0);default:return t==0}}var Fa=2,j=Symbol.for("reflect unsafe local");function Ya(e,t){let n=e[t.localName].case;return n===void 0?n:t.fields.find(o=>o.localName===n)}function Wa(e,t){let n=t.localName;if(t.oneof)return e[t.oneof.localName].case===n;if(t.presence!=Fa)return e[n]!==void 0&&Object.prototype.hasOwnProperty.call(e,n);switch(t.fieldKind){case"list":return e[n].length>0;case"map":return Object.keys(e[n]).length>0;case"scalar":return!Ua(t.scalar,e[n]);case"enum":return e[n]!==t.enum.values[0].number}throw new Error("message field with implicit presence")}function Ce(e,t){return Object.prototype.hasOwnProperty.call(e,t)&&e[t]!==void 0}function Xa(e,t){if(t.oneof){let n=e[t.oneof.localName];return n.case===t.localName?n.value:void 0}return e[t.localName]}function _a(e,t,n){t.oneof?e[t.oneof.localName]={case:t.localName,value:n}:e[t.localName]=n}function z(e,t,n){t==="__proto__"?Object.defineProperty(e,"__proto__",{value:n,writable:!0,enumerable:!0,configurable:!0}):e[t]=n}function Oa(e,t){return Object.prototype.hasOwnProperty.call(e,t)?e[t]:void 0}function Da(e,t){let n=t.localName;if(t.oneof){let o=t.oneof.localName;e[o].case===n&&(e[o]={case:void 0})}else if(t.presence!=Fa)delete e[n];else switch(t.fieldKind){case"map":e[n]={};break;case"list":e[n]=[];break;case"enum":e[n]=t.enum.values[0].number;break;case"scalar":e[n]=q(t.scalar,t.longAsString);break}}function ge(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}function kt(e,t){var n,o,r,a;if(ge(e)&&j in e&&"add"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.listKind==i.listKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function Et(e,t){var n,o,r,a;if(ge(e)&&j in e&&"has"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.mapKey===i.mapKey&&s.mapKind==i.mapKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function Ue(e,t){return ge(e)&&j in e&&"desc"in e&&ge(e.desc)&&e.desc.kind==="message"&&(t===void 0||e.desc.typeName==t.typeName)}function Ka(e){return Ja(e.$typeName)}function ie(e){let t=e.fields[0];return Ja(e.typeName)&&t!==void 0&&t.fieldKind=="scalar"&&t.name=="value"&&t.number==1}function an(e){switch(e.typeName){case"google.protobuf.Any":case"google.protobuf.Timestamp":case"google.protobuf.Duration":case"google.protobuf.FieldMask":case"google.protobuf.Struct":case"google.protobuf.Value":case"google.protobuf.ListValue":return!0;default:return ie(e)}}var ad=new Set(["google.protobuf.DoubleValue","google.protobuf.FloatValue","google.protobuf.Int64Value","google.protobuf.UInt64Value","google.protobuf.Int32Value","google.protobuf.UInt32Value","google.protobuf.BoolValue","google.protobuf.StringValue","google.protobuf.BytesValue"]);function Ja(e){return ad.has(e)}var sd=999,id=998,Qa=2;function L(e,t){return wt(t,e)?t:Pa(e)(t)}var ja=new WeakMap;function Pa(e){let t=ja.get(e);return t===void 0&&(t=ld(e),ja.set(e,t)),t}var Io=0,Ha=1,za=2,qa=3;function ld(e){let t=e.typeName,{properties:n,prototype:o}=cd(e);return r=>{let a;o!==void 0?(a=Object.create(o),a.$typeName=t):a={$typeName:t};for(let s=0;s<n.length;s++){let i=n[s],l=i.name,d=r?.[l];switch(i.kind){case Io:d!=null?a[l]=i.convert!==void 0?i.convert(d):d:i.constant!==void 0&&(a[l]=i.constant);break;case Ha:a[l]=i.convert!==void 0&&Array.isArray(d)?d.map(i.convert):d??[];break;case za:if(i.convert===void 0||!ge(d))a[l]=d??{};else{let f={},p=Object.keys(d);for(let y=0;y<p.length;y++)z(f,p[y],i.convert(d[p[y]]));a[l]=f}break;case qa:{let f=d;if(f?.case!=null){let p=i.convert.get(f.case);if(p!==void 0){a[l]={case:f.case,value:p(f.value)};break}}a[l]={case:void 0};break}}}return a}}function cd(e){var t,n;let o=[],r={},a=ud(e);for(let s of e.members){let i=s.localName;if(s.kind=="oneof"){o.push({name:i,kind:qa,constant:void 0,convert:dd(s)});continue}switch(s.fieldKind){case"message":{o.push({name:i,kind:Io,constant:void 0,convert:sn(s)});break}case"list":{o.push({name:i,kind:Ha,constant:void 0,convert:s.listKind=="message"?(t=sn(s))!==null&&t!==void 0?t:(l=>l):s.scalar==h.BYTES?vt:void 0});break}case"map":{o.push({name:i,kind:za,constant:void 0,convert:s.mapKind=="message"?(n=sn(s))!==null&&n!==void 0?n:(l=>l):s.scalar==h.BYTES?vt:void 0});break}default:{let l=fd(s);o.push({name:i,kind:Io,constant:s.presence==Qa?l:void 0,convert:s.fieldKind=="scalar"&&s.scalar==h.BYTES?vt:void 0}),a&&(r[i]=l);break}}}return{properties:o,prototype:a?r:void 0}}function dd(e){let t=new Map;for(let n of e.fields){let o;n.fieldKind=="message"?o=sn(n):n.fieldKind=="scalar"&&n.scalar==h.BYTES&&(o=vt),t.set(n.localName,o??(r=>r))}return t}function sn(e){if(e.fieldKind=="message"&&!e.oneof&&ie(e.message))return e.message.fields[0].scalar==h.BYTES?vt:void 0;if(e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!=="google.protobuf.Value")return;let t=e.message,n;return o=>!ge(o)||wt(o,t)?o:(n??(n=Pa(t)),n(o))}function vt(e){return Array.isArray(e)?new Uint8Array(e):e}function ud(e){switch(e.file.edition){case sd:return!1;case id:return!0;default:return e.fields.some(t=>t.presence!=Qa&&t.fieldKind!="message"&&!t.oneof)}}function fd(e){let t=e.getDefaultValue();return t!==void 0?e.fieldKind=="scalar"&&e.longAsString?t.toString():t:e.fieldKind=="scalar"?q(e.scalar,e.longAsString):e.enum.values[0].number}var hd=["FieldValueInvalidError","FieldListRangeError","ForeignFieldError"],Z=class extends Error{constructor(t,n,o="FieldValueInvalidError"){super(n),this.name=o,this.field=()=>t}};function es(e){return e instanceof Error&&hd.includes(e.name)&&"field"in e&&typeof e.field=="function"}var Ro;function pd(e){var t;Ro=Object.assign(Object.assign({},e),{encodeUtf8Into:(t=e.encodeUtf8Into)!==null&&t!==void 0?t:Vo(e.encodeUtf8.bind(e))})}function St(){if(!Ro){let e=globalThis;if(!e.TextEncoder||!e.TextDecoder)throw new Error("encoding API missing: install TextEncoder and TextDecoder on globalThis");let t=new e.TextEncoder,n=new e.TextDecoder("utf-8",{ignoreBOM:!0}),o,r={encodeUtf8(s){return t.encode(s)},decodeUtf8(s,i){return i?(o||(o=new e.TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0})),o.decode(s)):n.decode(s)},checkUtf8(s){try{return encodeURIComponent(s),!0}catch{return!1}}};t.encodeInto&&(r.encodeUtf8Into=t.encodeInto.bind(t));let a=String.prototype.isWellFormed;a&&(r.checkUtf8=s=>a.call(s)),pd(r)}return Ro}function Vo(e){return(t,n)=>{let o=e(t);return n.set(o),{written:o.byteLength}}}var C;(function(e){e[e.Varint=0]="Varint",e[e.Bit64=1]="Bit64",e[e.LengthDelimited=2]="LengthDelimited",e[e.StartGroup=3]="StartGroup",e[e.EndGroup=4]="EndGroup",e[e.Bit32=5]="Bit32"})(C||(C={}));var $o=4294967295,Bo=2147483647,Lo=-2147483648,He=class{constructor(t){this.stackPos=[],this.encodeUtf8Into=t?Vo(t):St().encodeUtf8Into,this.buffer=ns,this.viewCache=bd,this.pos=0}ensureCapacity(t){let n=this.pos+t;if(n>this.buffer.length){let o=this.buffer.length||md;for(;o<n;)o*=2;let r=new Uint8Array(o);this.pos>0&&r.set(this.buffer),this.buffer=r}}view(){let t=this.buffer,n=this.viewCache;if(n.byteLength===t.byteLength)return n;let o=new DataView(t.buffer);return this.viewCache=o,o}finish(){let t=this.buffer.slice(0,this.pos);return this.pos=0,this.stackPos=[],t}fork(){return this.stackPos.push(this.pos),this.ensureCapacity(At),this.buffer[this.pos++]=0,this}join(){let t=this.stackPos.pop();if(t===void 0)throw new Error("invalid state, fork stack empty");let n=this.pos-t-At,o=Zo(n);return o>At&&(this.ensureCapacity(o-At),this.buffer.copyWithin(t+o,t+At,this.pos)),this.pos=t,this.uint32(n),this.pos+=n,this}tag(t,n){return this.uint32((t<<3|n)>>>0)}raw(t){return this.ensureCapacity(t.length),this.buffer.set(t,this.pos),this.pos+=t.length,this}uint32(t){if(ts(t),this.ensureCapacity(5),t<128)return this.buffer[this.pos++]=t,this;for(;t>127;)this.buffer[this.pos++]=t&127|128,t>>>=7;return this.buffer[this.pos++]=t,this}int32(t){if(To(t),t>=0)return this.uint32(t);this.ensureCapacity(10);for(let n=0;n<9;n++)this.buffer[this.pos++]=t&127|128,t>>=7;return this.buffer[this.pos++]=1,this}bool(t){return this.ensureCapacity(1),this.buffer[this.pos++]=t?1:0,this}bytes(t){return this.uint32(t.byteLength),this.raw(t)}string(t){typeof t!="string"&&(t=String(t));let n=t.length;if(n<=os){this.ensureCapacity(n+1);let l=this.buffer,d=this.pos;l[d++]=n;let f=0;for(;f<n;f++){let p=t.charCodeAt(f);if(p>127)break;l[d++]=p}if(f==n)return this.pos=d,this}this.ensureCapacity(n*3+5);let o=Zo(n),r=this.buffer,a=this.pos,{written:s}=this.encodeUtf8Into(t,r.subarray(a+o)),i=Zo(s);return i!=o&&r.copyWithin(a+i,a+o,a+o+s),this.uint32(s),this.pos+=s,this}float(t){return gd(t),this.ensureCapacity(4),this.view().setFloat32(this.pos,t,!0),this.pos+=4,this}double(t){return this.ensureCapacity(8),this.view().setFloat64(this.pos,t,!0),this.pos+=8,this}fixed32(t){return ts(t),this.ensureCapacity(4),this.view().setUint32(this.pos,t,!0),this.pos+=4,this}sfixed32(t){return To(t),this.ensureCapacity(4),this.view().setInt32(this.pos,t,!0),this.pos+=4,this}sint32(t){return To(t),this.uint32((t<<1^t>>31)>>>0)}sfixed64(t){let n=V.enc(t);this.ensureCapacity(8);let o=this.view();return o.setInt32(this.pos,n.lo,!0),o.setInt32(this.pos+4,n.hi,!0),this.pos+=8,this}fixed64(t){let n=V.uEnc(t);this.ensureCapacity(8);let o=this.view();return o.setInt32(this.pos,n.lo,!0),o.setInt32(this.pos+4,n.hi,!0),this.pos+=8,this}int64(t){let n=V.enc(t);return this.writeVarint64(n.lo,n.hi)}sint64(t){let n=V.enc(t),o=n.hi>>31,r=n.lo<<1^o,a=(n.hi<<1|n.lo>>>31)^o;return this.writeVarint64(r,a)}uint64(t){let n=V.uEnc(t);return this.writeVarint64(n.lo,n.hi)}writeVarint64(t,n){this.ensureCapacity(10);let o=this.buffer,r=this.pos;for(let i=0;i<28;i=i+7){let l=t>>>i,d=!(!(l>>>7)&&n==0);if(o[r++]=(d?l|128:l)&255,!d)return this.pos=r,this}let a=t>>>28&15|(n&7)<<4,s=n>>3!=0;if(o[r++]=(s?a|128:a)&255,!s)return this.pos=r,this;for(let i=3;i<31;i=i+7){let l=n>>>i,d=!!(l>>>7);if(o[r++]=(d?l|128:l)&255,!d)return this.pos=r,this}return o[r++]=n>>>31&1,this.pos=r,this}},md=128,At=1,ns=new Uint8Array(0),bd=new DataView(ns.buffer),os=32;function Zo(e){return e<128?1:e<16384?2:e<2097152?3:e<268435456?4:5}var Se=class{constructor(t,n=St().decodeUtf8){this.decodeUtf8=n,this.varint64Lo=0,this.varint64Hi=0,this.varint64=Ta,this.uint32=Ma,this.buf=t,this.len=t.length,this.pos=0,this.view=new DataView(t.buffer,t.byteOffset,t.byteLength)}tag(){let t=this.pos,n=this.uint32(),o=this.pos-t;if(o>5||o==5&&this.buf[this.pos-1]>15)throw new Error("illegal tag: varint overflows uint32");let r=n>>>3,a=n&7;if(r<=0||a>5)throw new Error("illegal tag: field no "+r+" wire type "+a);return[r,a]}skip(t,n,o=100){let r=this.pos;switch(t){case C.Varint:for(;this.buf[this.pos++]&128;);break;case C.Bit64:this.pos+=4;case C.Bit32:this.pos+=4;break;case C.LengthDelimited:let a=this.uint32();this.pos+=a;break;case C.StartGroup:if(o<=0)throw new Error("maximum recursion depth reached");for(;;){let[s,i]=this.tag();if(i===C.EndGroup){if(n!==void 0&&s!==n)throw new Error("invalid end group tag");break}this.skip(i,s,o-1)}break;default:throw new Error("cant skip wire type "+t)}return this.assertBounds(),this.buf.subarray(r,this.pos)}assertBounds(){if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let t=this.uint32();return t>>>1^-(t&1)}int64(){return this.varint64(),V.dec(this.varint64Lo,this.varint64Hi)}uint64(){return this.varint64(),V.uDec(this.varint64Lo,this.varint64Hi)}sint64(){this.varint64();let t=this.varint64Lo,n=this.varint64Hi,o=-(t&1);return t=(t>>>1|(n&1)<<31)^o,n=n>>>1^o,V.dec(t,n)}bool(){let t=this.buf[this.pos];return t<128?(this.pos++,t!==0):(this.varint64(),this.varint64Lo!==0||this.varint64Hi!==0)}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.pos+=4)-4,!0)}fixed64(){return V.uDec(this.sfixed32(),this.sfixed32())}sfixed64(){return V.dec(this.sfixed32(),this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=8)-8,!0)}bytes(){let t=this.uint32(),n=this.pos;return this.pos+=t,this.assertBounds(),this.buf.subarray(n,n+t)}string(t){let n=this.uint32(),o=this.pos;this.pos+=n,this.assertBounds();let r=this.buf;if(n<=os){let a=new Array(n);for(let s=0;s<n;s++){let i=r[o+s];if(i>127)return this.decodeUtf8(r.subarray(o,this.pos),t);a[s]=i}return String.fromCharCode.apply(String,a)}return this.decodeUtf8(r.subarray(o,this.pos),t)}};function To(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid int32: "+typeof e);if(!Number.isInteger(e)||e>Bo||e<Lo)throw new Error("invalid int32: "+e)}function ts(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid uint32: "+typeof e);if(!Number.isInteger(e)||e>$o||e<0)throw new Error("invalid uint32: "+e)}function gd(e){if(typeof e=="string"){let t=e;if(e=Number(e),Number.isNaN(e)&&t!=="NaN")throw new Error("invalid float32: "+t)}else if(typeof e!="number")throw new Error("invalid float32: "+typeof e);if(!Number.isFinite(Math.fround(e))&&Number.isFinite(e))throw new Error("invalid float32: "+e)}function ln(e,t){let n=e.fieldKind=="list"?kt(t,e):e.fieldKind=="map"?Et(t,e):Go(e,t);if(n===!0)return;let o;switch(e.fieldKind){case"list":o=`expected ${ss(e)}, got ${X(t)}`;break;case"map":o=`expected ${is(e)}, got ${X(t)}`;break;default:o=fe(e,t,n)}return new Z(e,o)}function Mo(e,t,n){let o=Go(e,n);if(o!==!0)return new Z(e,`list item #${t+1}: ${fe(e,n,o)}`)}function rs(e,t,n){let o=Ie(e.mapKey)(t);if(o!==!0)return new Z(e,`invalid map key: ${fe({scalar:e.mapKey},t,o)}`);let r=Go(e,n);if(r!==!0)return new Z(e,`map entry ${X(t)}: ${fe(e,n,r)}`)}function Go(e,t){return e.scalar!==void 0?Ie(e.scalar)(t):e.enum!==void 0?e.enum.open?Ie(h.INT32)(t):e.enum.values.some(n=>n.number===t):Ue(t,e.message)}function Ie(e){switch(e){case h.DOUBLE:return t=>typeof t=="number";case h.FLOAT:return t=>typeof t!="number"?!1:!Number.isFinite(Math.fround(t))&&Number.isFinite(t)?`${t.toFixed()} out of range`:!0;case h.INT32:case h.SFIXED32:case h.SINT32:return t=>typeof t!="number"||!Number.isInteger(t)?!1:t>Bo||t<Lo?`${t.toFixed()} out of range`:!0;case h.FIXED32:case h.UINT32:return t=>typeof t!="number"||!Number.isInteger(t)?!1:t>$o||t<0?`${t.toFixed()} out of range`:!0;case h.BOOL:return t=>typeof t=="boolean";case h.STRING:return t=>typeof t!="string"?!1:St().checkUtf8(t)||"invalid UTF8";case h.BYTES:return t=>t instanceof Uint8Array;case h.INT64:case h.SFIXED64:case h.SINT64:return t=>{if(typeof t=="bigint"||typeof t=="number"||typeof t=="string"&&t.length>0)try{return V.parse(t),!0}catch{return`${t} out of range`}return!1};case h.FIXED64:case h.UINT64:return t=>{if(typeof t=="bigint"||typeof t=="number"||typeof t=="string"&&t.length>0)try{return V.uParse(t),!0}catch{return`${t} out of range`}return!1}}}function fe(e,t,n){return n=typeof n=="string"?`: ${n}`:`, got ${X(t)}`,e.scalar!==void 0?`expected ${yd(e.scalar)}`+n:e.enum!==void 0?`expected ${e.enum.toString()}`+n:`expected ${as(e.message)}`+n}function X(e){switch(typeof e){case"object":return e===null?"null":e instanceof Uint8Array?`Uint8Array(${e.length})`:Array.isArray(e)?`Array(${e.length})`:kt(e)?ss(e.field()):Et(e)?is(e.field()):Ue(e)?as(e.desc):wt(e)?`message ${e.$typeName}`:"object";case"string":return e.length>30?"string":`"${e.split('"').join('\\"')}"`;case"boolean":return String(e);case"number":return String(e);case"bigint":return String(e)+"n";default:return typeof e}}function as(e){return`ReflectMessage (${e.typeName})`}function ss(e){switch(e.listKind){case"message":return`ReflectList (${e.message.toString()})`;case"enum":return`ReflectList (${e.enum.toString()})`;case"scalar":return`ReflectList (${h[e.scalar]})`}}function is(e){switch(e.mapKind){case"message":return`ReflectMap (${h[e.mapKey]}, ${e.message.toString()})`;case"enum":return`ReflectMap (${h[e.mapKey]}, ${e.enum.toString()})`;case"scalar":return`ReflectMap (${h[e.mapKey]}, ${h[e.scalar]})`}}function yd(e){switch(e){case h.STRING:return"string";case h.BOOL:return"boolean";case h.INT64:case h.SINT64:case h.SFIXED64:return"bigint (int64)";case h.UINT64:case h.FIXED64:return"bigint (uint64)";case h.BYTES:return"Uint8Array";case h.DOUBLE:return"number (float64)";case h.FLOAT:return"number (float32)";case h.FIXED32:case h.UINT32:return"number (uint32)";case h.INT32:case h.SFIXED32:case h.SINT32:return"number (int32)"}}var wd=0;function se(e){if(kd(e))return{toMessage:n=>cn(n),toLocal:n=>dn(n)};if(e.fieldKind=="message"&&!e.oneof&&ie(e.message)){let n=e.message,o=n.fields[0].localName;return{toMessage:r=>{let a=L(n);return r!==void 0&&(a[o]=r),a},toLocal:r=>r[o]}}let t=e.message;return{toMessage:n=>n===void 0?L(t):n,toLocal:n=>n}}function kd(e){return e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"}function cn(e){let t={$typeName:"google.protobuf.Struct",fields:{}};if(ge(e))for(let n of Object.keys(e))z(t.fields,n,cs(e[n]));return t}function dn(e){let t={};for(let n of Object.keys(e.fields))z(t,n,ls(e.fields[n]));return t}function ls(e){switch(e.kind.case){case"structValue":return dn(e.kind.value);case"listValue":return e.kind.value.values.map(ls);case"nullValue":case void 0:return null;default:return e.kind.value}}function cs(e){let t={$typeName:"google.protobuf.Value",kind:{case:void 0}};switch(typeof e){case"number":t.kind={case:"numberValue",value:e};break;case"string":t.kind={case:"stringValue",value:e};break;case"boolean":t.kind={case:"boolValue",value:e};break;case"object":if(e===null)t.kind={case:"nullValue",value:wd};else if(Array.isArray(e)){let n={$typeName:"google.protobuf.ListValue",values:[]};if(Array.isArray(e))for(let o of e)n.values.push(cs(o));t.kind={case:"listValue",value:n}}else t.kind={case:"structValue",value:cn(e)};break}return t}function Nt(e,t,n=!0){return new fn(e,t,n)}var ds=new WeakMap,fn=class{get sortedFields(){let t=ds.get(this.desc);if(t)return t;let n=this.desc.fields.concat().sort((o,r)=>o.number-r.number);return ds.set(this.desc,n),n}constructor(t,n,o=!0){this.lists=new Map,this.maps=new Map,this.check=o,this.desc=t,this.message=this[j]=n??L(t),this.fields=t.fields,this.oneofs=t.oneofs,this.members=t.members}findNumber(t){return this._fieldsByNumber||(this._fieldsByNumber=new Map(this.desc.fields.map(n=>[n.number,n]))),this._fieldsByNumber.get(t)}oneofCase(t){return xt(this.message,t),Ya(this.message,t)}isSet(t){return xt(this.message,t),Wa(this.message,t)}clear(t){xt(this.message,t),Da(this.message,t)}get(t){xt(this.message,t);let n=Xa(this.message,t);switch(t.fieldKind){case"list":let o=this.lists.get(t);return(!o||o[j]!==n)&&this.lists.set(t,o=new Fo(t,n,this.check)),o;case"map":let r=this.maps.get(t);return(!r||r[j]!==n)&&this.maps.set(t,r=new Yo(t,n,this.check)),r;case"message":return Xo(t,n,this.check);case"scalar":return n===void 0?q(t.scalar,!1):_o(t,n);case"enum":return n??t.enum.values[0].number}}set(t,n){if(xt(this.message,t),this.check){let r=ln(t,n);if(r)throw r}let o;t.fieldKind=="message"?o=Wo(t,n):Et(n)||kt(n)?o=n[j]:o=Oo(t,n),_a(this.message,t,o)}getUnknown(){return this.message.$unknown}setUnknown(t){this.message.$unknown=t}};function xt(e,t){if(t.parent.typeName!==e.$typeName)throw new Z(t,`cannot use ${t.toString()} with message ${e.$typeName}`,"ForeignFieldError")}var Fo=class{field(){return this._field}get size(){return this._arr.length}constructor(t,n,o){this._field=t,this._arr=this[j]=n,this.check=o}get(t){let n=this._arr[t];return n===void 0?void 0:Co(this._field,n,this.check)}set(t,n){if(t<0||t>=this._arr.length)throw new Z(this._field,`list item #${t+1}: out of range`);if(this.check){let o=Mo(this._field,t,n);if(o)throw o}this._arr[t]=us(this._field,n)}add(t){if(this.check){let n=Mo(this._field,this._arr.length,t);if(n)throw n}this._arr.push(us(this._field,t))}clear(){this._arr.splice(0,this._arr.length)}[Symbol.iterator](){return this.values()}keys(){return this._arr.keys()}*values(){for(let t of this._arr)yield Co(this._field,t,this.check)}*entries(){for(let t=0;t<this._arr.length;t++)yield[t,Co(this._field,this._arr[t],this.check)]}};var Yo=class{constructor(t,n,o=!0){this.obj=this[j]=n??{},this.check=o,this._field=t}field(){return this._field}set(t,n){if(this.check){let o=rs(this._field,t,n);if(o)throw o}return z(this.obj,un(t),Ed(this._field,n)),this}delete(t){let n=un(t),o=Object.prototype.hasOwnProperty.call(this.obj,n);return o&&delete this.obj[n],o}clear(){for(let t of Object.keys(this.obj))delete this.obj[t]}get(t){let n=Oa(this.obj,un(t));return n!==void 0&&(n=Uo(this._field,n,this.check)),n}has(t){return Object.prototype.hasOwnProperty.call(this.obj,un(t))}*keys(){for(let t of Object.keys(this.obj))yield fs(t,this._field.mapKey)}*entries(){for(let t of Object.entries(this.obj))yield[fs(t[0],this._field.mapKey),Uo(this._field,t[1],this.check)]}[Symbol.iterator](){return this.entries()}get size(){return Object.keys(this.obj).length}*values(){for(let t of Object.values(this.obj))yield Uo(this._field,t,this.check)}forEach(t,n){for(let o of this.entries())t.call(n,o[1],o[0],this)}};function Wo(e,t){return Ue(t)?Ka(t.message)&&!e.oneof&&e.fieldKind=="message"?t.message.value:t.desc.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"?dn(t.message):t.message:t}function Xo(e,t,n){return t!==void 0&&(ie(e.message)&&!e.oneof&&e.fieldKind=="message"?t={$typeName:e.message.typeName,value:_o(e.message.fields[0],t)}:e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"&&ge(t)&&(t=cn(t))),new fn(e.message,t,n)}function us(e,t){return e.listKind=="message"?Wo(e,t):Oo(e,t)}function Co(e,t,n){return e.listKind=="message"?Xo(e,t,n):_o(e,t)}function Ed(e,t){return e.mapKind=="message"?Wo(e,t):Oo(e,t)}function Uo(e,t,n){return e.mapKind=="message"?Xo(e,t,n):t}function un(e){return typeof e=="string"||typeof e=="number"?e:String(e)}function fs(e,t){switch(t){case h.STRING:return e;case h.INT32:case h.FIXED32:case h.UINT32:case h.SFIXED32:case h.SINT32:{let n=Number.parseInt(e);if(Number.isFinite(n))return n;break}case h.BOOL:switch(e){case"true":return!0;case"false":return!1}break;case h.UINT64:case h.FIXED64:try{return V.uParse(e)}catch{}break;default:try{return V.parse(e)}catch{}break}return e}function _o(e,t){switch(e.scalar){case h.INT64:case h.SFIXED64:case h.SINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=V.parse(t));break;case h.FIXED64:case h.UINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=V.uParse(t));break}return t}function Oo(e,t){switch(e.scalar){case h.INT64:case h.SFIXED64:case h.SINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=V.parse(t));break;case h.FIXED64:case h.UINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=V.uParse(t));break}return t}function hs(e,t){return ps(Nt(e,t)).message}function ps(e){let t=Nt(e.desc);for(let o of e.fields)if(e.isSet(o))switch(o.fieldKind){case"list":let r=t.get(o);for(let s of e.get(o))r.add(Do(o,s));break;case"map":let a=t.get(o);for(let s of e.get(o).entries())a.set(s[0],Do(o,s[1]));break;default:{t.set(o,Do(o,e.get(o)));break}}let n=e.getUnknown();return n&&n.length>0&&t.setUnknown([...n]),t}function Do(e,t){return e.message!==void 0&&Ue(t)?ps(t):e.scalar==h.BYTES&&t instanceof Uint8Array?t.slice():t}var ms=Uint8Array.prototype.setFromBase64;function qe(e){let t=e.length,n=t-(t+3>>2);(t&3)==0&&e[t-1]=="="&&(n-=e[t-2]=="="?2:1);let o=new Uint8Array(n),r=-1;if(ms)try{let a=ms.call(o,e);a.read==t&&(r=a.written)}catch{}return r<0&&(r=vd(o,e)),r==n?o:o.subarray(0,r)}function vd(e,t){let n=Ad(),o=0,r=0,a,s=0;for(let i=0;i<t.length;i++){if(a=n[t.charCodeAt(i)],a===void 0)switch(t[i]){case"=":r=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string")}switch(r){case 0:s=a,r=1;break;case 1:e[o++]=s<<2|(a&48)>>4,s=a,r=2;break;case 2:e[o++]=(s&15)<<4|(a&60)>>2,s=a,r=3;break;case 3:e[o++]=(s&3)<<6|a,r=0;break}}if(r==1)throw Error("invalid base64 string");return o}var bs=Uint8Array.prototype.toBase64,Sd={std:{alphabet:"base64",omitPadding:!1},std_raw:{alphabet:"base64",omitPadding:!0},url:{alphabet:"base64url",omitPadding:!0}};function It(e,t="std"){if(bs)return bs.call(e,Sd[t]);let n=ys(t),o=t=="std",r="",a=0,s,i=0;for(let l=0;l<e.length;l++)switch(s=e[l],a){case 0:r+=n[s>>2],i=(s&3)<<4,a=1;break;case 1:r+=n[i|s>>4],i=(s&15)<<2,a=2;break;case 2:r+=n[i|s>>6],r+=n[s&63],a=0;break}return a&&(r+=n[i],o&&(r+="=",a==1&&(r+="="))),r}var hn,gs,ze;function ys(e){return hn||(hn="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),gs=hn.slice(0,-2).concat("-","_")),e=="url"?gs:hn}function Ad(){if(!ze){ze=[];let e=ys("std");for(let t=0;t<e.length;t++)ze[e[t].charCodeAt(0)]=t;ze[45]=e.indexOf("+"),ze[95]=e.indexOf("/")}return ze}function Re(e){let t=!1,n=[];for(let o=0;o<e.length;o++){let r=e.charAt(o);switch(r){case"_":t=!0;break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":case"8":case"9":n.push(r),t=!1;break;default:t&&(t=!1,r=r.toUpperCase()),n.push(r);break}}return n.join("")}function pn(e){return e.replace(/[A-Z]/g,t=>"_"+t.toLowerCase())}var xd=new Set(["constructor","toString","toJSON","valueOf"]);function et(e){return xd.has(e)?e+"$":e}function Rt(e){for(let t of e.field)Ce(t,"jsonName")||(t.jsonName=Re(t.name));e.nestedType.forEach(Rt)}function ws(e,t){let n=e.values.find(o=>o.name===t);if(!n)throw new Error(`cannot parse ${e} default value: ${t}`);return n.number}function ks(e,t){switch(e){case h.STRING:return t;case h.BYTES:{let n=Nd(t);if(n===!1)throw new Error(`cannot parse ${h[e]} default value: ${t}`);return n}case h.INT64:case h.SFIXED64:case h.SINT64:return V.parse(t);case h.UINT64:case h.FIXED64:return V.uParse(t);case h.DOUBLE:case h.FLOAT:switch(t){case"inf":return Number.POSITIVE_INFINITY;case"-inf":return Number.NEGATIVE_INFINITY;case"nan":return Number.NaN;default:return parseFloat(t)}case h.BOOL:return t==="true";case h.INT32:case h.UINT32:case h.SINT32:case h.FIXED32:case h.SFIXED32:return parseInt(t,10)}}function Nd(e){let t=[],n={tail:e,c:"",next(){return this.tail.length==0?!1:(this.c=this.tail[0],this.tail=this.tail.substring(1),!0)},take(o){if(this.tail.length>=o){let r=this.tail.substring(0,o);return this.tail=this.tail.substring(o),r}return!1}};for(;n.next();)switch(n.c){case"\\":if(n.next())switch(n.c){case"\\":t.push(n.c.charCodeAt(0));break;case"b":t.push(8);break;case"f":t.push(12);break;case"n":t.push(10);break;case"r":t.push(13);break;case"t":t.push(9);break;case"v":t.push(11);break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,8);if(Number.isNaN(a))return!1;t.push(a);break}case"x":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;t.push(a);break}case"u":{let o=n.c,r=n.take(4);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;let s=new Uint8Array(4);new DataView(s.buffer).setInt32(0,a,!0),t.push(s[0],s[1],s[2],s[3]);break}case"U":{let o=n.c,r=n.take(8);if(r===!1)return!1;let a=V.uEnc(o+r),s=new Uint8Array(8),i=new DataView(s.buffer);i.setInt32(0,a.lo,!0),i.setInt32(4,a.hi,!0),t.push(s[0],s[1],s[2],s[3],s[4],s[5],s[6],s[7]);break}}break;default:t.push(n.c.charCodeAt(0))}return new Uint8Array(t)}function*mn(e){switch(e.kind){case"file":for(let t of e.messages)yield t,yield*mn(t);yield*e.enums,yield*e.services,yield*e.extensions;break;case"message":for(let t of e.nestedMessages)yield t,yield*mn(t);yield*e.nestedEnums,yield*e.nestedExtensions;break}}function Po(...e){return Rd(e)}function bn(e,t){return Id([e,t])}function Id(e,t){let n=Ns();if(!e.length)return n;if("$typeName"in e[0]&&e[0].$typeName=="google.protobuf.FileDescriptorSet"){for(let o of e[0].file)t?.(o),As(o,n);return n}if("$typeName"in e[0]){let s=function(i){let l=[];for(let d of i.dependency){if(n.getFile(d)!=null||a.has(d))continue;let f=r(d);if(!f)throw new Error(`Unable to resolve ${d}, imported by ${i.name}`);"kind"in f?n.addFile(f,!1,!0):(a.add(f.name),l.push(f))}return l.concat(...l.map(s))},o=e[0],r=e[1],a=new Set;for(let i of[o,...s(o)].reverse())t?.(i),As(i,n)}else for(let o of e)for(let r of o.files)n.addFile(r);return n}function Ns(){let e=new Map,t=new Map,n=new Map;return{kind:"registry",types:e,extendees:t,[Symbol.iterator](){return e.values()},get files(){return n.values()},addFile(o,r,a){if(n.set(o.proto.name,o),!r)for(let s of mn(o))this.add(s);if(a)for(let s of o.dependencies)this.addFile(s,r,a)},add(o){if(o.kind=="extension"){let r=t.get(o.extendee.typeName);r||t.set(o.extendee.typeName,r=new Map),r.set(o.number,o)}e.set(o.typeName,o)},get(o){return e.get(o)},getFile(o){return n.get(o)},getMessage(o){let r=e.get(o);return r?.kind=="message"?r:void 0},getEnum(o){let r=e.get(o);return r?.kind=="enum"?r:void 0},getExtension(o){let r=e.get(o);return r?.kind=="extension"?r:void 0},getExtensionFor(o,r){var a;return(a=t.get(o.typeName))===null||a===void 0?void 0:a.get(r)},getService(o){let r=e.get(o);return r?.kind=="service"?r:void 0}}}function Rd(e){let t=Ns();for(let n of e)switch(n.kind){case"registry":for(let o of n)t.add(o);break;case"file":t.addFile(n);break;default:t.add(n);break}return t}var Vd=998,Zd=999,Td=9999,$d=9,Zt=10,Vt=11,Bd=12,Es=14,Ho=3,Ld=2,vs=1,Md=0,Ko=1,Ss=2,Gd=3,Cd=1,Ud=2,Fd=1,Yd=2;var Is=1002,Rs={998:{fieldPresence:1,enumType:2,repeatedFieldEncoding:2,utf8Validation:3,messageEncoding:1,jsonFormat:2,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},999:{fieldPresence:2,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},1e3:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1,enforceProtoLimits:1},1001:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:1,defaultSymbolVisibility:2,enforceProtoLimits:1},1002:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:3,defaultSymbolVisibility:4,enforceProtoLimits:2}};function As(e,t){var n,o;let r={kind:"file",proto:e,deprecated:(o=(n=e.options)===null||n===void 0?void 0:n.deprecated)!==null&&o!==void 0?o:!1,edition:Od(e),name:e.name.replace(/\.proto$/,""),dependencies:Dd(e,t),enums:[],messages:[],extensions:[],services:[],toString(){return`file ${e.name}`}},a=new Map,s={get(i){return a.get(i)},add(i){var l;ye(((l=i.proto.options)===null||l===void 0?void 0:l.mapEntry)===!0),a.set(i.typeName,i)}};for(let i of e.enumType)Vs(i,r,void 0,t);for(let i of e.messageType)Zs(i,r,void 0,t,s);for(let i of e.service)Wd(i,r,t);Jo(r,t);for(let i of a.values())jo(i,t,s);for(let i of r.messages)jo(i,t,s),Jo(i,t);t.addFile(r,!0)}function Jo(e,t){switch(e.kind){case"file":for(let n of e.proto.extension){let o=Qo(n,e,t);e.extensions.push(o),t.add(o)}break;case"message":for(let n of e.proto.extension){let o=Qo(n,e,t);e.nestedExtensions.push(o),t.add(o)}for(let n of e.nestedMessages)Jo(n,t);break}}function jo(e,t,n){let o=e.proto.oneofDecl.map(a=>_d(a,e)),r=new Set;for(let a of e.proto.field){let s=Qd(a,o),i=Qo(a,e,t,s,n);e.fields.push(i),e.field[i.localName]=i,s===void 0?e.members.push(i):(s.fields.push(i),r.has(s)||(r.add(s),e.members.push(s)))}for(let a of o.filter(s=>r.has(s)))e.oneofs.push(a);for(let a of e.nestedMessages)jo(a,t,n)}function Vs(e,t,n,o){var r,a,s,i,l,d,f,p,y;let m=Kd(e.name,e.value),g={kind:"enum",proto:e,deprecated:(a=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&a!==void 0?a:!1,file:t,parent:n,open:!0,name:e.name,typeName:gn(e,n,t),value:{},values:[],sharedPrefix:m,toString(){return`enum ${this.typeName}`}};g.open=qd(g),o.add(g);for(let b of e.value){let w=b.name,S={kind:"enum_value",proto:b,deprecated:(i=(s=b.options)===null||s===void 0?void 0:s.deprecated)!==null&&i!==void 0?i:!1,parent:g,name:w,localName:et(m==null?w:w.substring(m.length)),number:b.number,jsonName:(l=Jd(b))!==null&&l!==void 0?l:w,toString(){return`enum value ${g.typeName}.${w}`}};g.values.push(S),(d=(p=g.value)[y=b.number])!==null&&d!==void 0||(p[y]=S)}((f=n?.nestedEnums)!==null&&f!==void 0?f:t.enums).push(g)}function Zs(e,t,n,o,r){var a,s,i,l;let d={kind:"message",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,file:t,parent:n,name:e.name,typeName:gn(e,n,t),fields:[],field:{},oneofs:[],members:[],nestedEnums:[],nestedMessages:[],nestedExtensions:[],toString(){return`message ${this.typeName}`}};((i=e.options)===null||i===void 0?void 0:i.mapEntry)===!0?r.add(d):(((l=n?.nestedMessages)!==null&&l!==void 0?l:t.messages).push(d),o.add(d));for(let f of e.enumType)Vs(f,t,d,o);for(let f of e.nestedType)Zs(f,t,d,o,r)}function Wd(e,t,n){var o,r;let a={kind:"service",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,file:t,name:e.name,typeName:gn(e,void 0,t),methods:[],method:{},toString(){return`service ${this.typeName}`}};t.services.push(a),n.add(a);for(let s of e.method){let i=Xd(s,a,n);a.methods.push(i),a.method[i.localName]=i}}function Xd(e,t,n){var o,r,a,s;let i;e.clientStreaming&&e.serverStreaming?i="bidi_streaming":e.clientStreaming?i="client_streaming":e.serverStreaming?i="server_streaming":i="unary";let l=n.getMessage(Ve(e.inputType)),d=n.getMessage(Ve(e.outputType));ye(l,`invalid MethodDescriptorProto: input_type ${e.inputType} not found`),ye(d,`invalid MethodDescriptorProto: output_type ${e.inputType} not found`);let f=e.name;return{kind:"rpc",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,parent:t,name:f,localName:et(f.length?et(f[0].toLowerCase()+f.substring(1)):f),methodKind:i,input:l,output:d,idempotency:(s=(a=e.options)===null||a===void 0?void 0:a.idempotencyLevel)!==null&&s!==void 0?s:Md,toString(){return`rpc ${t.typeName}.${f}`}}}function _d(e,t){return{kind:"oneof",proto:e,deprecated:!1,parent:t,fields:[],name:e.name,localName:et(Re(e.name)),toString(){return`oneof ${t.typeName}.${this.name}`}}}function Qo(e,t,n,o,r){var a,s,i;let l=r===void 0,d={kind:"field",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,name:e.name,number:e.number,scalar:void 0,message:void 0,enum:void 0,presence:Pd(e,o,l,t),utf8Validation:eu(e,t),listKind:void 0,mapKind:void 0,mapKey:void 0,delimitedEncoding:void 0,packed:void 0,longAsString:!1,getDefaultValue:void 0},f;if(l){let g=t.kind=="file"?t:t.file,b=t.kind=="file"?void 0:t,w=gn(e,b,g);d.kind="extension",d.file=g,d.parent=b,d.oneof=void 0,d.typeName=w,d.jsonName=`[${w}]`,f=()=>`extension ${w}`;let S=n.getMessage(Ve(e.extendee));ye(S,`invalid FieldDescriptorProto: extendee ${e.extendee} not found`),d.extendee=S}else{let g=t;ye(g.kind=="message"),d.parent=g,d.oneof=o,d.localName=o?Re(e.name):et(Re(e.name)),d.jsonName=e.jsonName,f=()=>`field ${g.typeName}.${e.name}`}Object.defineProperty(d,"toString",{value:f,writable:!0,enumerable:!0,configurable:!0});let p=e.label,y=e.type,m=(i=e.options)===null||i===void 0?void 0:i.jstype;if(p===Ho){let g=y==Vt?r?.get(Ve(e.typeName)):void 0;if(g){d.fieldKind="map";let{key:b,value:w}=zd(g);return d.mapKey=b.scalar,d.mapKind=w.fieldKind,d.message=w.message,d.delimitedEncoding=!1,d.enum=w.enum,d.scalar=w.scalar,d}switch(d.fieldKind="list",y){case Vt:case Zt:d.listKind="message",d.message=n.getMessage(Ve(e.typeName)),ye(d.message),d.delimitedEncoding=xs(e,t);break;case Es:d.listKind="enum",d.enum=n.getEnum(Ve(e.typeName)),ye(d.enum);break;default:d.listKind="scalar",d.scalar=y,d.longAsString=m==vs;break}return d.packed=Hd(e,t),d}switch(y){case Vt:case Zt:d.fieldKind="message",d.message=n.getMessage(Ve(e.typeName)),ye(d.message,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),d.delimitedEncoding=xs(e,t),d.getDefaultValue=()=>{};break;case Es:{let g=n.getEnum(Ve(e.typeName));ye(g!==void 0,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),d.fieldKind="enum",d.enum=n.getEnum(Ve(e.typeName)),d.getDefaultValue=()=>Ce(e,"defaultValue")?ws(g,e.defaultValue):void 0;break}default:{d.fieldKind="scalar",d.scalar=y,d.longAsString=m==vs,d.getDefaultValue=()=>Ce(e,"defaultValue")?ks(y,e.defaultValue):void 0;break}}return d}function Od(e){switch(e.syntax){case"":case"proto2":return Vd;case"proto3":return Zd;case"editions":if(e.edition===Td)return Is;if(e.edition in Rs)return e.edition;throw new Error(`${e.name}: unsupported edition`);default:throw new Error(`${e.name}: unsupported syntax "${e.syntax}"`)}}function Dd(e,t){return e.dependency.map(n=>{let o=t.getFile(n);if(!o)throw new Error(`Cannot find ${n}, imported by ${e.name}`);return o})}function Kd(e,t){let n=jd(e)+"_";for(let o of t){if(!o.name.toLowerCase().startsWith(n))return;let r=o.name.substring(n.length);if(r.length==0||/^\d/.test(r))return}return n}function Jd(e){var t,n;let a;for(let s of(n=(t=e.options)===null||t===void 0?void 0:t.$unknown)!==null&&n!==void 0?n:[]){if(s.no!==998||s.wireType!==C.LengthDelimited)continue;let i=new Se(new Se(s.data).bytes());for(;i.pos<i.len;){let[l,d]=i.tag();l===1&&d===C.LengthDelimited?a=i.string():i.skip(d,l)}}return a}function jd(e){return(e.substring(0,1)+e.substring(1).replace(/[A-Z]/g,t=>"_"+t)).toLowerCase()}function gn(e,t,n){let o;return t?o=`${t.typeName}.${e.name}`:n.proto.package.length>0?o=`${n.proto.package}.${e.name}`:o=`${e.name}`,o}function Ve(e){return e.startsWith(".")?e.substring(1):e}function Qd(e,t){if(!Ce(e,"oneofIndex")||e.proto3Optional)return;let n=t[e.oneofIndex];return ye(n,`invalid FieldDescriptorProto: oneof #${e.oneofIndex} for field #${e.number} not found`),n}function Pd(e,t,n,o){if(e.label==Ld)return Gd;if(e.label==Ho)return Ss;if(t||e.proto3Optional||n)return Ko;let r=Fe("fieldPresence",{proto:e,parent:o});return r==Ss&&(e.type==Vt||e.type==Zt)?Ko:r}function Hd(e,t){if(e.label!=Ho)return!1;switch(e.type){case $d:case Bd:case Zt:case Vt:return!1}let n=e.options;return n&&Ce(n,"packed")?n.packed:Cd==Fe("repeatedFieldEncoding",{proto:e,parent:t})}function zd(e){let t=e.fields.find(o=>o.number===1),n=e.fields.find(o=>o.number===2);return ye(t&&t.fieldKind=="scalar"&&t.scalar!=h.BYTES&&t.scalar!=h.FLOAT&&t.scalar!=h.DOUBLE&&n&&n.fieldKind!="list"&&n.fieldKind!="map"),{key:t,value:n}}function qd(e){var t;return Fd==Fe("enumType",{proto:e.proto,parent:(t=e.parent)!==null&&t!==void 0?t:e.file})}function xs(e,t){return e.type==Zt?!0:Ud==Fe("messageEncoding",{proto:e,parent:t})}function eu(e,t){return Yd==Fe("utf8Validation",{proto:e,parent:t})}function Fe(e,t){var n,o;let r=(n=t.proto.options)===null||n===void 0?void 0:n.features;if(r){let a=r[e];if(a!=0)return a}if("kind"in t){if(t.kind=="message")return Fe(e,(o=t.parent)!==null&&o!==void 0?o:t.file);let a=Rs[t.edition];if(!a)throw new Error(`feature default for edition ${t.edition} not found`);return a[e]}return Fe(e,t.parent)}function ye(e,t){if(!e)throw new Error(t)}function Ts(e){let t=tu(e);return t.messageType.forEach(Rt),bn(t,()=>{}).getFile(t.name)}function tu(e){return Object.assign(Object.create({syntax:"",edition:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FileDescriptorProto",dependency:[],publicDependency:[],weakDependency:[],optionDependency:[],service:[],extension:[]},e),{messageType:e.messageType.map($s),enumType:e.enumType.map(Bs)}))}function $s(e){var t,n,o,r,a,s,i,l;return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.DescriptorProto",name:e.name,field:(n=(t=e.field)===null||t===void 0?void 0:t.map(nu))!==null&&n!==void 0?n:[],extension:[],nestedType:(r=(o=e.nestedType)===null||o===void 0?void 0:o.map($s))!==null&&r!==void 0?r:[],enumType:(s=(a=e.enumType)===null||a===void 0?void 0:a.map(Bs))!==null&&s!==void 0?s:[],extensionRange:(l=(i=e.extensionRange)===null||i===void 0?void 0:i.map(f=>Object.assign({$typeName:"google.protobuf.DescriptorProto.ExtensionRange"},f)))!==null&&l!==void 0?l:[],oneofDecl:[],reservedRange:[],reservedName:[]})}function nu(e){return Object.assign(Object.create({label:1,typeName:"",extendee:"",defaultValue:"",oneofIndex:0,jsonName:"",proto3Optional:!1}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldDescriptorProto"},e),{options:e.options?ou(e.options):void 0}))}function ou(e){var t,n,o;return Object.assign(Object.create({ctype:0,packed:!1,jstype:0,lazy:!1,unverifiedLazy:!1,deprecated:!1,weak:!1,debugRedact:!1,retention:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldOptions"},e),{targets:(t=e.targets)!==null&&t!==void 0?t:[],editionDefaults:(o=(n=e.editionDefaults)===null||n===void 0?void 0:n.map(a=>Object.assign({$typeName:"google.protobuf.FieldOptions.EditionDefault"},a)))!==null&&o!==void 0?o:[],uninterpretedOption:[]}))}function Bs(e){return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.EnumDescriptorProto",name:e.name,reservedName:[],reservedRange:[],value:e.value.map(n=>Object.assign({$typeName:"google.protobuf.EnumValueDescriptorProto"},n))})}function Y(e,t,...n){return n.reduce((o,r)=>o.nestedMessages[r],e.messages[t])}function P(e,t,...n){if(n.length==0)return e.enums[t];let o=n.pop();return n.reduce((r,a)=>r.nestedMessages[a],e.messages[t]).nestedEnums[o]}function H(e){let t={};for(let n of e.values)t[n.localName]=n.number,t[n.number]=n.localName;return t}var ru=Ts({name:"google/protobuf/descriptor.proto",package:"google.protobuf",messageType:[{name:"FileDescriptorSet",field:[{name:"file",number:1,type:11,label:3,typeName:".google.protobuf.FileDescriptorProto"}],extensionRange:[{start:536e6,end:536000001}]},{name:"FileDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"package",number:2,type:9,label:1},{name:"dependency",number:3,type:9,label:3},{name:"public_dependency",number:10,type:5,label:3},{name:"weak_dependency",number:11,type:5,label:3},{name:"option_dependency",number:15,type:9,label:3},{name:"message_type",number:4,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:5,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"service",number:6,type:11,label:3,typeName:".google.protobuf.ServiceDescriptorProto"},{name:"extension",number:7,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FileOptions"},{name:"source_code_info",number:9,type:11,label:1,typeName:".google.protobuf.SourceCodeInfo"},{name:"syntax",number:12,type:9,label:1},{name:"edition",number:14,type:14,label:1,typeName:".google.protobuf.Edition"}]},{name:"DescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"field",number:2,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"extension",number:6,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"nested_type",number:3,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"extension_range",number:5,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ExtensionRange"},{name:"oneof_decl",number:8,type:11,label:3,typeName:".google.protobuf.OneofDescriptorProto"},{name:"options",number:7,type:11,label:1,typeName:".google.protobuf.MessageOptions"},{name:"reserved_range",number:9,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ReservedRange"},{name:"reserved_name",number:10,type:9,label:3},{name:"visibility",number:11,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"ExtensionRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ExtensionRangeOptions"}]},{name:"ReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"ExtensionRangeOptions",field:[{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"},{name:"declaration",number:2,type:11,label:3,typeName:".google.protobuf.ExtensionRangeOptions.Declaration",options:{retention:2}},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"verification",number:3,type:14,label:1,typeName:".google.protobuf.ExtensionRangeOptions.VerificationState",defaultValue:"UNVERIFIED",options:{retention:2}}],nestedType:[{name:"Declaration",field:[{name:"number",number:1,type:5,label:1},{name:"full_name",number:2,type:9,label:1},{name:"type",number:3,type:9,label:1},{name:"reserved",number:5,type:8,label:1},{name:"repeated",number:6,type:8,label:1}]}],enumType:[{name:"VerificationState",value:[{name:"DECLARATION",number:0},{name:"UNVERIFIED",number:1}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"FieldDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:3,type:5,label:1},{name:"label",number:4,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Label"},{name:"type",number:5,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Type"},{name:"type_name",number:6,type:9,label:1},{name:"extendee",number:2,type:9,label:1},{name:"default_value",number:7,type:9,label:1},{name:"oneof_index",number:9,type:5,label:1},{name:"json_name",number:10,type:9,label:1},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FieldOptions"},{name:"proto3_optional",number:17,type:8,label:1}],enumType:[{name:"Type",value:[{name:"TYPE_DOUBLE",number:1},{name:"TYPE_FLOAT",number:2},{name:"TYPE_INT64",number:3},{name:"TYPE_UINT64",number:4},{name:"TYPE_INT32",number:5},{name:"TYPE_FIXED64",number:6},{name:"TYPE_FIXED32",number:7},{name:"TYPE_BOOL",number:8},{name:"TYPE_STRING",number:9},{name:"TYPE_GROUP",number:10},{name:"TYPE_MESSAGE",number:11},{name:"TYPE_BYTES",number:12},{name:"TYPE_UINT32",number:13},{name:"TYPE_ENUM",number:14},{name:"TYPE_SFIXED32",number:15},{name:"TYPE_SFIXED64",number:16},{name:"TYPE_SINT32",number:17},{name:"TYPE_SINT64",number:18}]},{name:"Label",value:[{name:"LABEL_OPTIONAL",number:1},{name:"LABEL_REPEATED",number:3},{name:"LABEL_REQUIRED",number:2}]}]},{name:"OneofDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"options",number:2,type:11,label:1,typeName:".google.protobuf.OneofOptions"}]},{name:"EnumDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"value",number:2,type:11,label:3,typeName:".google.protobuf.EnumValueDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumOptions"},{name:"reserved_range",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto.EnumReservedRange"},{name:"reserved_name",number:5,type:9,label:3},{name:"visibility",number:6,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"EnumReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"EnumValueDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumValueOptions"}]},{name:"ServiceDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"method",number:2,type:11,label:3,typeName:".google.protobuf.MethodDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ServiceOptions"}]},{name:"MethodDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"input_type",number:2,type:9,label:1},{name:"output_type",number:3,type:9,label:1},{name:"options",number:4,type:11,label:1,typeName:".google.protobuf.MethodOptions"},{name:"client_streaming",number:5,type:8,label:1,defaultValue:"false"},{name:"server_streaming",number:6,type:8,label:1,defaultValue:"false"}]},{name:"FileOptions",field:[{name:"java_package",number:1,type:9,label:1},{name:"java_outer_classname",number:8,type:9,label:1},{name:"java_multiple_files",number:10,type:8,label:1,defaultValue:"false",options:{}},{name:"java_generate_equals_and_hash",number:20,type:8,label:1,options:{deprecated:!0}},{name:"java_string_check_utf8",number:27,type:8,label:1,defaultValue:"false"},{name:"optimize_for",number:9,type:14,label:1,typeName:".google.protobuf.FileOptions.OptimizeMode",defaultValue:"SPEED"},{name:"go_package",number:11,type:9,label:1},{name:"cc_generic_services",number:16,type:8,label:1,defaultValue:"false"},{name:"java_generic_services",number:17,type:8,label:1,defaultValue:"false"},{name:"py_generic_services",number:18,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:23,type:8,label:1,defaultValue:"false"},{name:"cc_enable_arenas",number:31,type:8,label:1,defaultValue:"true",options:{}},{name:"objc_class_prefix",number:36,type:9,label:1},{name:"csharp_namespace",number:37,type:9,label:1},{name:"swift_prefix",number:39,type:9,label:1},{name:"php_class_prefix",number:40,type:9,label:1},{name:"php_namespace",number:41,type:9,label:1},{name:"php_metadata_namespace",number:44,type:9,label:1},{name:"ruby_package",number:45,type:9,label:1},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"OptimizeMode",value:[{name:"SPEED",number:1},{name:"CODE_SIZE",number:2},{name:"LITE_RUNTIME",number:3}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"MessageOptions",field:[{name:"message_set_wire_format",number:1,type:8,label:1,defaultValue:"false"},{name:"no_standard_descriptor_accessor",number:2,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"map_entry",number:7,type:8,label:1},{name:"deprecated_legacy_json_field_conflicts",number:11,type:8,label:1,options:{deprecated:!0}},{name:"features",number:12,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"FieldOptions",field:[{name:"ctype",number:1,type:14,label:1,typeName:".google.protobuf.FieldOptions.CType",defaultValue:"STRING"},{name:"packed",number:2,type:8,label:1},{name:"jstype",number:6,type:14,label:1,typeName:".google.protobuf.FieldOptions.JSType",defaultValue:"JS_NORMAL"},{name:"lazy",number:5,type:8,label:1,defaultValue:"false"},{name:"unverified_lazy",number:15,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"weak",number:10,type:8,label:1,defaultValue:"false",options:{deprecated:!0}},{name:"debug_redact",number:16,type:8,label:1,defaultValue:"false"},{name:"retention",number:17,type:14,label:1,typeName:".google.protobuf.FieldOptions.OptionRetention"},{name:"targets",number:19,type:14,label:3,typeName:".google.protobuf.FieldOptions.OptionTargetType"},{name:"edition_defaults",number:20,type:11,label:3,typeName:".google.protobuf.FieldOptions.EditionDefault"},{name:"features",number:21,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"feature_support",number:22,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],nestedType:[{name:"EditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"value",number:2,type:9,label:1}]},{name:"FeatureSupport",field:[{name:"edition_introduced",number:1,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"edition_deprecated",number:2,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"deprecation_warning",number:3,type:9,label:1},{name:"edition_removed",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"removal_error",number:5,type:9,label:1}]}],enumType:[{name:"CType",value:[{name:"STRING",number:0},{name:"CORD",number:1},{name:"STRING_PIECE",number:2}]},{name:"JSType",value:[{name:"JS_NORMAL",number:0},{name:"JS_STRING",number:1},{name:"JS_NUMBER",number:2}]},{name:"OptionRetention",value:[{name:"RETENTION_UNKNOWN",number:0},{name:"RETENTION_RUNTIME",number:1},{name:"RETENTION_SOURCE",number:2}]},{name:"OptionTargetType",value:[{name:"TARGET_TYPE_UNKNOWN",number:0},{name:"TARGET_TYPE_FILE",number:1},{name:"TARGET_TYPE_EXTENSION_RANGE",number:2},{name:"TARGET_TYPE_MESSAGE",number:3},{name:"TARGET_TYPE_FIELD",number:4},{name:"TARGET_TYPE_ONEOF",number:5},{name:"TARGET_TYPE_ENUM",number:6},{name:"TARGET_TYPE_ENUM_ENTRY",number:7},{name:"TARGET_TYPE_SERVICE",number:8},{name:"TARGET_TYPE_METHOD",number:9}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"OneofOptions",field:[{name:"features",number:1,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"EnumOptions",field:[{name:"allow_alias",number:2,type:8,label:1},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"deprecated_legacy_json_field_conflicts",number:6,type:8,label:1,options:{deprecated:!0}},{name:"features",number:7,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"EnumValueOptions",field:[{name:"deprecated",number:1,type:8,label:1,defaultValue:"false"},{name:"features",number:2,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"debug_redact",number:3,type:8,label:1,defaultValue:"false"},{name:"feature_support",number:4,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"ServiceOptions",field:[{name:"features",number:34,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"MethodOptions",field:[{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"idempotency_level",number:34,type:14,label:1,typeName:".google.protobuf.MethodOptions.IdempotencyLevel",defaultValue:"IDEMPOTENCY_UNKNOWN"},{name:"features",number:35,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"IdempotencyLevel",value:[{name:"IDEMPOTENCY_UNKNOWN",number:0},{name:"NO_SIDE_EFFECTS",number:1},{name:"IDEMPOTENT",number:2}]}],extensionRange:[{start:990,end:999},{start:1e3,end:536870912}]},{name:"UninterpretedOption",field:[{name:"name",number:2,type:11,label:3,typeName:".google.protobuf.UninterpretedOption.NamePart"},{name:"identifier_value",number:3,type:9,label:1},{name:"positive_int_value",number:4,type:4,label:1},{name:"negative_int_value",number:5,type:3,label:1},{name:"double_value",number:6,type:1,label:1},{name:"string_value",number:7,type:12,label:1},{name:"aggregate_value",number:8,type:9,label:1}],nestedType:[{name:"NamePart",field:[{name:"name_part",number:1,type:9,label:2},{name:"is_extension",number:2,type:8,label:2}]}]},{name:"FeatureSet",field:[{name:"field_presence",number:1,type:14,label:1,typeName:".google.protobuf.FeatureSet.FieldPresence",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPLICIT",edition:900},{value:"IMPLICIT",edition:999},{value:"EXPLICIT",edition:1e3}]}},{name:"enum_type",number:2,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnumType",options:{retention:1,targets:[6,1],editionDefaults:[{value:"CLOSED",edition:900},{value:"OPEN",edition:999}]}},{name:"repeated_field_encoding",number:3,type:14,label:1,typeName:".google.protobuf.FeatureSet.RepeatedFieldEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPANDED",edition:900},{value:"PACKED",edition:999}]}},{name:"utf8_validation",number:4,type:14,label:1,typeName:".google.protobuf.FeatureSet.Utf8Validation",options:{retention:1,targets:[4,1],editionDefaults:[{value:"NONE",edition:900},{value:"VERIFY",edition:999}]}},{name:"message_encoding",number:5,type:14,label:1,typeName:".google.protobuf.FeatureSet.MessageEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"LENGTH_PREFIXED",edition:900}]}},{name:"json_format",number:6,type:14,label:1,typeName:".google.protobuf.FeatureSet.JsonFormat",options:{retention:1,targets:[3,6,1],editionDefaults:[{value:"LEGACY_BEST_EFFORT",edition:900},{value:"ALLOW",edition:999}]}},{name:"enforce_naming_style",number:7,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnforceNamingStyle",options:{retention:2,targets:[1,2,3,4,5,6,7,8,9],editionDefaults:[{value:"STYLE_LEGACY",edition:900},{value:"STYLE2024",edition:1001},{value:"STYLE2026",edition:1002}]}},{name:"default_symbol_visibility",number:8,type:14,label:1,typeName:".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility",options:{retention:2,targets:[1],editionDefaults:[{value:"EXPORT_ALL",edition:900},{value:"EXPORT_TOP_LEVEL",edition:1001},{value:"STRICT",edition:1002}]}},{name:"enforce_proto_limits",number:9,type:14,label:1,typeName:".google.protobuf.FeatureSet.ProtoLimitsFeature.EnforceProtoLimits",options:{retention:2,targets:[6,3,4,5],editionDefaults:[{value:"LEGACY_NO_EXPLICIT_LIMITS",edition:900},{value:"PROTO_LIMITS2026",edition:1002}]}}],nestedType:[{name:"VisibilityFeature",enumType:[{name:"DefaultSymbolVisibility",value:[{name:"DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",number:0},{name:"EXPORT_ALL",number:1},{name:"EXPORT_TOP_LEVEL",number:2},{name:"LOCAL_ALL",number:3},{name:"STRICT",number:4}]}]},{name:"ProtoLimitsFeature",enumType:[{name:"EnforceProtoLimits",value:[{name:"PROTO_LIMITS_UNKNOWN",number:0},{name:"LEGACY_NO_EXPLICIT_LIMITS",number:1},{name:"PROTO_LIMITS2026",number:2}]}]}],enumType:[{name:"FieldPresence",value:[{name:"FIELD_PRESENCE_UNKNOWN",number:0},{name:"EXPLICIT",number:1},{name:"IMPLICIT",number:2},{name:"LEGACY_REQUIRED",number:3}]},{name:"EnumType",value:[{name:"ENUM_TYPE_UNKNOWN",number:0},{name:"OPEN",number:1},{name:"CLOSED",number:2}]},{name:"RepeatedFieldEncoding",value:[{name:"REPEATED_FIELD_ENCODING_UNKNOWN",number:0},{name:"PACKED",number:1},{name:"EXPANDED",number:2}]},{name:"Utf8Validation",value:[{name:"UTF8_VALIDATION_UNKNOWN",number:0},{name:"VERIFY",number:2},{name:"NONE",number:3}]},{name:"MessageEncoding",value:[{name:"MESSAGE_ENCODING_UNKNOWN",number:0},{name:"LENGTH_PREFIXED",number:1},{name:"DELIMITED",number:2}]},{name:"JsonFormat",value:[{name:"JSON_FORMAT_UNKNOWN",number:0},{name:"ALLOW",number:1},{name:"LEGACY_BEST_EFFORT",number:2}]},{name:"EnforceNamingStyle",value:[{name:"ENFORCE_NAMING_STYLE_UNKNOWN",number:0},{name:"STYLE2024",number:1},{name:"STYLE_LEGACY",number:2},{name:"STYLE2026",number:3}]}],extensionRange:[{start:1e3,end:9995},{start:9995,end:1e4},{start:1e4,end:10001}]},{name:"FeatureSetDefaults",field:[{name:"defaults",number:1,type:11,label:3,typeName:".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault"},{name:"minimum_edition",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"maximum_edition",number:5,type:14,label:1,typeName:".google.protobuf.Edition"}],nestedType:[{name:"FeatureSetEditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"overridable_features",number:4,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"fixed_features",number:5,type:11,label:1,typeName:".google.protobuf.FeatureSet"}]}]},{name:"SourceCodeInfo",field:[{name:"location",number:1,type:11,label:3,typeName:".google.protobuf.SourceCodeInfo.Location"}],nestedType:[{name:"Location",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"span",number:2,type:5,label:3,options:{packed:!0}},{name:"leading_comments",number:3,type:9,label:1},{name:"trailing_comments",number:4,type:9,label:1},{name:"leading_detached_comments",number:6,type:9,label:3}]}],extensionRange:[{start:536e6,end:536000001}]},{name:"GeneratedCodeInfo",field:[{name:"annotation",number:1,type:11,label:3,typeName:".google.protobuf.GeneratedCodeInfo.Annotation"}],nestedType:[{name:"Annotation",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"source_file",number:2,type:9,label:1},{name:"begin",number:3,type:5,label:1},{name:"end",number:4,type:5,label:1},{name:"semantic",number:5,type:14,label:1,typeName:".google.protobuf.GeneratedCodeInfo.Annotation.Semantic"}],enumType:[{name:"Semantic",value:[{name:"NONE",number:0},{name:"SET",number:1},{name:"ALIAS",number:2}]}]}]}],enumType:[{name:"Edition",value:[{name:"EDITION_UNKNOWN",number:0},{name:"EDITION_LEGACY",number:900},{name:"EDITION_PROTO2",number:998},{name:"EDITION_PROTO3",number:999},{name:"EDITION_2023",number:1e3},{name:"EDITION_2024",number:1001},{name:"EDITION_2026",number:1002},{name:"EDITION_UNSTABLE",number:9999},{name:"EDITION_1_TEST_ONLY",number:1},{name:"EDITION_2_TEST_ONLY",number:2},{name:"EDITION_99997_TEST_ONLY",number:99997},{name:"EDITION_99998_TEST_ONLY",number:99998},{name:"EDITION_99999_TEST_ONLY",number:99999},{name:"EDITION_MAX",number:2147483647}]},{name:"SymbolVisibility",value:[{name:"VISIBILITY_UNSET",number:0},{name:"VISIBILITY_LOCAL",number:1},{name:"VISIBILITY_EXPORT",number:2}]}]});var ei=Y(ru,1);var Ls;(function(e){e[e.DECLARATION=0]="DECLARATION",e[e.UNVERIFIED=1]="UNVERIFIED"})(Ls||(Ls={}));var Ms;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.GROUP=10]="GROUP",e[e.MESSAGE=11]="MESSAGE",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.ENUM=14]="ENUM",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(Ms||(Ms={}));var Gs;(function(e){e[e.OPTIONAL=1]="OPTIONAL",e[e.REPEATED=3]="REPEATED",e[e.REQUIRED=2]="REQUIRED"})(Gs||(Gs={}));var Cs;(function(e){e[e.SPEED=1]="SPEED",e[e.CODE_SIZE=2]="CODE_SIZE",e[e.LITE_RUNTIME=3]="LITE_RUNTIME"})(Cs||(Cs={}));var Us;(function(e){e[e.STRING=0]="STRING",e[e.CORD=1]="CORD",e[e.STRING_PIECE=2]="STRING_PIECE"})(Us||(Us={}));var Fs;(function(e){e[e.JS_NORMAL=0]="JS_NORMAL",e[e.JS_STRING=1]="JS_STRING",e[e.JS_NUMBER=2]="JS_NUMBER"})(Fs||(Fs={}));var Ys;(function(e){e[e.RETENTION_UNKNOWN=0]="RETENTION_UNKNOWN",e[e.RETENTION_RUNTIME=1]="RETENTION_RUNTIME",e[e.RETENTION_SOURCE=2]="RETENTION_SOURCE"})(Ys||(Ys={}));var Ws;(function(e){e[e.TARGET_TYPE_UNKNOWN=0]="TARGET_TYPE_UNKNOWN",e[e.TARGET_TYPE_FILE=1]="TARGET_TYPE_FILE",e[e.TARGET_TYPE_EXTENSION_RANGE=2]="TARGET_TYPE_EXTENSION_RANGE",e[e.TARGET_TYPE_MESSAGE=3]="TARGET_TYPE_MESSAGE",e[e.TARGET_TYPE_FIELD=4]="TARGET_TYPE_FIELD",e[e.TARGET_TYPE_ONEOF=5]="TARGET_TYPE_ONEOF",e[e.TARGET_TYPE_ENUM=6]="TARGET_TYPE_ENUM",e[e.TARGET_TYPE_ENUM_ENTRY=7]="TARGET_TYPE_ENUM_ENTRY",e[e.TARGET_TYPE_SERVICE=8]="TARGET_TYPE_SERVICE",e[e.TARGET_TYPE_METHOD=9]="TARGET_TYPE_METHOD"})(Ws||(Ws={}));var yn;(function(e){e[e.IDEMPOTENCY_UNKNOWN=0]="IDEMPOTENCY_UNKNOWN",e[e.NO_SIDE_EFFECTS=1]="NO_SIDE_EFFECTS",e[e.IDEMPOTENT=2]="IDEMPOTENT"})(yn||(yn={}));var Xs;(function(e){e[e.DEFAULT_SYMBOL_VISIBILITY_UNKNOWN=0]="DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",e[e.EXPORT_ALL=1]="EXPORT_ALL",e[e.EXPORT_TOP_LEVEL=2]="EXPORT_TOP_LEVEL",e[e.LOCAL_ALL=3]="LOCAL_ALL",e[e.STRICT=4]="STRICT"})(Xs||(Xs={}));var _s;(function(e){e[e.PROTO_LIMITS_UNKNOWN=0]="PROTO_LIMITS_UNKNOWN",e[e.LEGACY_NO_EXPLICIT_LIMITS=1]="LEGACY_NO_EXPLICIT_LIMITS",e[e.PROTO_LIMITS2026=2]="PROTO_LIMITS2026"})(_s||(_s={}));var Os;(function(e){e[e.FIELD_PRESENCE_UNKNOWN=0]="FIELD_PRESENCE_UNKNOWN",e[e.EXPLICIT=1]="EXPLICIT",e[e.IMPLICIT=2]="IMPLICIT",e[e.LEGACY_REQUIRED=3]="LEGACY_REQUIRED"})(Os||(Os={}));var Ds;(function(e){e[e.ENUM_TYPE_UNKNOWN=0]="ENUM_TYPE_UNKNOWN",e[e.OPEN=1]="OPEN",e[e.CLOSED=2]="CLOSED"})(Ds||(Ds={}));var Ks;(function(e){e[e.REPEATED_FIELD_ENCODING_UNKNOWN=0]="REPEATED_FIELD_ENCODING_UNKNOWN",e[e.PACKED=1]="PACKED",e[e.EXPANDED=2]="EXPANDED"})(Ks||(Ks={}));var Js;(function(e){e[e.UTF8_VALIDATION_UNKNOWN=0]="UTF8_VALIDATION_UNKNOWN",e[e.VERIFY=2]="VERIFY",e[e.NONE=3]="NONE"})(Js||(Js={}));var js;(function(e){e[e.MESSAGE_ENCODING_UNKNOWN=0]="MESSAGE_ENCODING_UNKNOWN",e[e.LENGTH_PREFIXED=1]="LENGTH_PREFIXED",e[e.DELIMITED=2]="DELIMITED"})(js||(js={}));var Qs;(function(e){e[e.JSON_FORMAT_UNKNOWN=0]="JSON_FORMAT_UNKNOWN",e[e.ALLOW=1]="ALLOW",e[e.LEGACY_BEST_EFFORT=2]="LEGACY_BEST_EFFORT"})(Qs||(Qs={}));var Ps;(function(e){e[e.ENFORCE_NAMING_STYLE_UNKNOWN=0]="ENFORCE_NAMING_STYLE_UNKNOWN",e[e.STYLE2024=1]="STYLE2024",e[e.STYLE_LEGACY=2]="STYLE_LEGACY",e[e.STYLE2026=3]="STYLE2026"})(Ps||(Ps={}));var Hs;(function(e){e[e.NONE=0]="NONE",e[e.SET=1]="SET",e[e.ALIAS=2]="ALIAS"})(Hs||(Hs={}));var zs;(function(e){e[e.EDITION_UNKNOWN=0]="EDITION_UNKNOWN",e[e.EDITION_LEGACY=900]="EDITION_LEGACY",e[e.EDITION_PROTO2=998]="EDITION_PROTO2",e[e.EDITION_PROTO3=999]="EDITION_PROTO3",e[e.EDITION_2023=1e3]="EDITION_2023",e[e.EDITION_2024=1001]="EDITION_2024",e[e.EDITION_2026=1002]="EDITION_2026",e[e.EDITION_UNSTABLE=9999]="EDITION_UNSTABLE",e[e.EDITION_1_TEST_ONLY=1]="EDITION_1_TEST_ONLY",e[e.EDITION_2_TEST_ONLY=2]="EDITION_2_TEST_ONLY",e[e.EDITION_99997_TEST_ONLY=99997]="EDITION_99997_TEST_ONLY",e[e.EDITION_99998_TEST_ONLY=99998]="EDITION_99998_TEST_ONLY",e[e.EDITION_99999_TEST_ONLY=99999]="EDITION_99999_TEST_ONLY",e[e.EDITION_MAX=2147483647]="EDITION_MAX"})(zs||(zs={}));var qs;(function(e){e[e.VISIBILITY_UNSET=0]="VISIBILITY_UNSET",e[e.VISIBILITY_LOCAL=1]="VISIBILITY_LOCAL",e[e.VISIBILITY_EXPORT=2]="VISIBILITY_EXPORT"})(qs||(qs={}));function zo(e){return Object.assign(Object.assign({readUnknownFields:!0,recursionLimit:100},e),{depth:0})}function Ze(e,t,n){let o=L(e);return qo(e).read(o,new Se(t),zo(n),t.byteLength),o}var ti=new WeakMap;function qo(e){let t=ti.get(e);return t===void 0&&(t=au(e)),t}function au(e){let t=String(e),n=new Map,o={read:su(t,n),readGroup:iu(t,n)};ti.set(e,o);for(let r of e.fields)n.set(r.number,oi(r));return o}function su(e,t){return(n,o,r,a)=>{var s;if(++r.depth>r.recursionLimit)throw new Error(`cannot decode ${e} from binary: maximum recursion depth of ${r.recursionLimit} reached`);let i=o.pos+a,l=(s=n.$unknown)!==null&&s!==void 0?s:[];for(;o.pos<i;){let[d,f]=o.tag(),p=t.get(d);if(p===void 0){let y=o.skip(f,d,r.recursionLimit-r.depth);r.readUnknownFields&&l.push({no:d,wireType:f,data:y});continue}p(n,o,r,f)}l.length>0&&(n.$unknown=l),r.depth--}}function iu(e,t){return(n,o,r,a)=>{var s;if(++r.depth>r.recursionLimit)throw new Error(`cannot decode ${e} from binary: maximum recursion depth of ${r.recursionLimit} reached`);let i,l,d=(s=n.$unknown)!==null&&s!==void 0?s:[];for(;o.pos<o.len&&([i,l]=o.tag(),l!=C.EndGroup);){let f=t.get(i);if(f===void 0){let p=o.skip(l,i,r.recursionLimit-r.depth);r.readUnknownFields&&d.push({no:i,wireType:l,data:p});continue}f(n,o,r,l)}if(l!=C.EndGroup||i!==a)throw new Error("invalid end group tag");d.length>0&&(n.$unknown=d),r.depth--}}function ni(e,t,n,o,r){oi(n)(e[j],t,r,o)}function oi(e){switch(e.fieldKind){case"scalar":return lu(e);case"enum":return cu(e);case"message":return du(e);case"list":return uu(e);case"map":return fu(e)}}function lu(e){let t=wn(e.scalar,e.utf8Validation,e.longAsString),n=e.localName;if(e.oneof){let o=e.oneof.localName;return(r,a)=>{r[o]={case:n,value:t(a)}}}return(o,r)=>{o[n]=t(r)}}function cu(e){var t;let n=e.localName,o=(t=e.oneof)===null||t===void 0?void 0:t.localName;if(e.enum.open)return o!==void 0?(s,i)=>{s[o]={case:n,value:i.int32()}}:(s,i)=>{s[n]=i.int32()};let r=e.enum.values,a=e.number;return(s,i,l,d)=>{var f;let p=i.int32();if(r.some(y=>y.number===p))o!==void 0?s[o]={case:n,value:p}:s[n]=p;else if(l.readUnknownFields){let y=[];La(p,y);let m=(f=s.$unknown)!==null&&f!==void 0?f:[];m.push({no:a,wireType:d,data:new Uint8Array(y)}),s.$unknown=m}}}function du(e){let t=e.localName,{toMessage:n,toLocal:o}=se(e),r=ri(e);if(e.oneof){let a=e.oneof.localName;return(s,i,l)=>{let d=s[a],f=n(d.case===t?d.value:void 0);r(f,i,l),s[a]={case:t,value:o(f)}}}return(a,s,i)=>{let l=n(a[t]);r(l,s,i),a[t]=o(l)}}function ri(e){let t=qo(e.message);if(e.delimitedEncoding){let n=e.number;return(o,r,a)=>t.readGroup(o,r,a,n)}return(n,o,r)=>t.read(n,o,r,o.uint32())}function uu(e){let t=e.localName;if(e.listKind=="message"){let{toMessage:s,toLocal:i}=se(e),l=ri(e);return(d,f,p)=>{let y=s(void 0);l(y,f,p),d[t].push(i(y))}}let n=e.listKind=="enum"?h.INT32:e.scalar,o=e.listKind=="scalar"?e.longAsString:!1,r=wn(n,e.utf8Validation,o),a=n!=h.STRING&&n!=h.BYTES;return(s,i,l,d)=>{let f=s[t];if(d==C.LengthDelimited&&a){let p=i.uint32()+i.pos;for(;i.pos<p;)f.push(r(i))}else f.push(r(i))}}function fu(e){let t=e.localName,n=wn(e.mapKey,e.utf8Validation,!1),o=q(e.mapKey,!1),r,a;switch(e.mapKind){case"scalar":{let s=e.scalar,i=wn(s,e.utf8Validation,!1);if(r=l=>i(l),s==h.BYTES)a=()=>new Uint8Array(0);else{let l=q(s,!1);a=()=>l}break}case"enum":{let s=e.enum.values[0].number;r=i=>i.int32(),a=()=>s;break}case"message":{let{toMessage:s,toLocal:i}=se(e),l=qo(e.message).read;r=(d,f,p)=>{let y=s(p);return l(y,d,f,d.uint32()),i(y)},a=()=>i(s(void 0));break}}return(s,i,l)=>{let d=s[t],f,p,y=i.uint32(),m=i.pos+y;for(;i.pos<m;){let[g,b]=i.tag();switch(g){case 1:f=n(i);break;case 2:p=r(i,l,p);break;default:i.skip(b,g,l.recursionLimit-l.depth)}}f===void 0&&(f=o),p===void 0&&(p=a()),z(d,f,p)}}function wn(e,t,n){switch(e){case h.STRING:return o=>o.string(t);case h.BOOL:return o=>o.bool();case h.DOUBLE:return o=>o.double();case h.FLOAT:return o=>o.float();case h.INT32:return o=>o.int32();case h.INT64:return n?o=>String(o.int64()):o=>o.int64();case h.UINT64:return n?o=>String(o.uint64()):o=>o.uint64();case h.FIXED64:return n?o=>String(o.fixed64()):o=>o.fixed64();case h.BYTES:return o=>o.bytes();case h.FIXED32:return o=>o.fixed32();case h.SFIXED32:return o=>o.sfixed32();case h.SFIXED64:return n?o=>String(o.sfixed64()):o=>o.sfixed64();case h.SINT64:return n?o=>String(o.sint64()):o=>o.sint64();case h.UINT32:return o=>o.uint32();case h.SINT32:return o=>o.sint32()}}function D(e,t){var n;let o=Ze(ei,qe(e));return o.messageType.forEach(Rt),o.dependency=(n=t?.map(a=>a.proto.name))!==null&&n!==void 0?n:[],bn(o,a=>t?.find(s=>s.proto.name===a)).getFile(o.name)}var ai=D("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");var kn=D("Ch5nb29nbGUvcHJvdG9idWYvZHVyYXRpb24ucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIqCghEdXJhdGlvbhIPCgdzZWNvbmRzGAEgASgDEg0KBW5hbm9zGAIgASgFQoMBChNjb20uZ29vZ2xlLnByb3RvYnVmQg1EdXJhdGlvblByb3RvUAFaMWdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2R1cmF0aW9ucGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");var er=D("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),si=Y(er,0);var hu=2,pu=3,ii={writeUnknownFields:!0};function mu(e){return e?Object.assign(Object.assign({},ii),e):ii}function Tt(e,t,n){let o=new He;return tr(e)(o,mu(n),t),o.finish()}var li=new WeakMap;function tr(e){let t=li.get(e);return t===void 0&&(t=bu(e)),t}function bu(e){let t=e.typeName,n=e.fields.concat().sort((s,i)=>s.number-i.number),o=n[0],r=[],a=(s,i,l)=>{if(l.$typeName!==t&&o!==void 0)throw new Z(o,`cannot use ${o} with message ${l.$typeName}`,"ForeignFieldError");for(let f=0;f<r.length;f++)r[f](s,i,l);let d=l.$unknown;if(d!==void 0&&i.writeUnknownFields)for(let f=0;f<d.length;f++){let{no:p,wireType:y,data:m}=d[f];s.tag(p,y).raw(m)}};li.set(e,a);for(let s of n)r.push(ci(s));return a}function ci(e){switch(e.fieldKind){case"message":case"scalar":case"enum":return gu(e);case"list":return wu(e);case"map":return ku(e)}}function gu(e){let t=yu(e),n=e.localName;if(e.oneof){let o=e.oneof.localName;return(r,a,s)=>{let i=s[o];i.case===n&&t(r,a,i.value)}}if(e.presence!=hu){let o=e.presence==pu?`cannot encode ${e} to binary: required field not set`:void 0;return(r,a,s)=>{let i=s[n];if(i!==void 0&&Object.prototype.hasOwnProperty.call(s,n))t(r,a,i);else if(o!==void 0)throw new Error(o)}}if(e.fieldKind=="enum"){let o=e.enum.values[0].number;return(r,a,s)=>{let i=s[n];i!==o&&t(r,a,i)}}switch(e.scalar){case h.BOOL:return(o,r,a)=>{let s=a[n];s!==!1&&t(o,r,s)};case h.STRING:return(o,r,a)=>{let s=a[n];s!==""&&t(o,r,s)};case h.BYTES:return(o,r,a)=>{let s=a[n];(!(s instanceof Uint8Array)||s.byteLength>0)&&t(o,r,s)};case h.DOUBLE:case h.FLOAT:return(o,r,a)=>{let s=a[n];Object.is(s,0)||t(o,r,s)};default:return(o,r,a)=>{let s=a[n];s!=0&&t(o,r,s)}}}function yu(e){switch(e.fieldKind){case"message":{let{toMessage:t}=se(e),n=ui(e);return(o,r,a)=>{n(o,r,t(a))}}case"scalar":case"enum":{let t=e.fieldKind=="enum"?h.INT32:e.scalar,n=e.number,o=vn(t),r=En(t,e.parent.typeName,e.name);return(a,s,i)=>{a.tag(n,o),r(a,i)}}}}function wu(e){let t=e.localName,n=e.number;switch(e.listKind){case"message":{let{toMessage:o}=se(e),r=ui(e);return(a,s,i)=>{let l=i[t];for(let d=0;d<l.length;d++)r(a,s,o(l[d]))}}case"scalar":case"enum":{let o=e.listKind=="enum"?h.INT32:e.scalar,r=En(o,e.parent.typeName,e.name);if(e.packed)return(s,i,l)=>{let d=l[t];if(d.length!=0){s.tag(n,C.LengthDelimited).fork();for(let f=0;f<d.length;f++)r(s,d[f]);s.join()}};let a=vn(o);return(s,i,l)=>{let d=l[t];for(let f=0;f<d.length;f++)s.tag(n,a),r(s,d[f])}}}}function ku(e){let t=e.localName,n=e.number,o=Eu(e);if(e.mapKind=="message"){let{toMessage:i}=se(e),l=tr(e.message);return(d,f,p)=>{let y=p[t],m=Object.keys(y);for(let g=0;g<m.length;g++){let b=m[g];d.tag(n,C.LengthDelimited).fork(),o(d,b),d.tag(2,C.LengthDelimited).fork(),l(d,f,i(y[b])),d.join(),d.join()}}}let r=e.mapKind=="enum"?h.INT32:e.scalar,a=vn(r),s=En(r,e.parent.typeName,e.name);return(i,l,d)=>{let f=d[t],p=Object.keys(f);for(let y=0;y<p.length;y++){let m=p[y];i.tag(n,C.LengthDelimited).fork(),o(i,m),i.tag(2,a),s(i,f[m]),i.join()}}}function Eu(e){let t=vn(e.mapKey),n=En(e.mapKey,e.parent.typeName,e.name),o=vu(e.mapKey);return(r,a)=>{r.tag(1,t),n(r,o(a))}}function vu(e){switch(e){case h.STRING:return t=>t;case h.BOOL:return t=>t==="true"?!0:t==="false"?!1:t;case h.UINT64:case h.FIXED64:return t=>{try{return V.uParse(t)}catch{return t}};case h.INT64:case h.SFIXED64:case h.SINT64:return t=>{try{return V.parse(t)}catch{return t}};default:return t=>{let n=Number.parseInt(t);return Number.isFinite(n)?n:t}}}function En(e,t,n){let o=Su(e);return(r,a)=>{try{o(r,a)}catch(s){throw s instanceof Error?new Error(`cannot encode field ${t}.${n} to binary: ${s.message}`):s}}}function Su(e){switch(e){case h.STRING:return(t,n)=>t.string(n);case h.BOOL:return(t,n)=>t.bool(n);case h.DOUBLE:return(t,n)=>t.double(n);case h.FLOAT:return(t,n)=>t.float(n);case h.INT32:return(t,n)=>t.int32(n);case h.INT64:return(t,n)=>t.int64(n);case h.UINT64:return(t,n)=>t.uint64(n);case h.FIXED64:return(t,n)=>t.fixed64(n);case h.BYTES:return(t,n)=>t.bytes(n);case h.FIXED32:return(t,n)=>t.fixed32(n);case h.SFIXED32:return(t,n)=>t.sfixed32(n);case h.SFIXED64:return(t,n)=>t.sfixed64(n);case h.SINT64:return(t,n)=>t.sint64(n);case h.UINT32:return(t,n)=>t.uint32(n);case h.SINT32:return(t,n)=>t.sint32(n)}}function di(e,t,n,o){ci(o)(e,t,n[j])}function ui(e){let t=e.number,n=tr(e.message);return e.delimitedEncoding?(o,r,a)=>{o.tag(t,C.StartGroup),n(o,r,a),o.tag(t,C.EndGroup)}:(o,r,a)=>{o.tag(t,C.LengthDelimited).fork(),n(o,r,a),o.join()}}function vn(e){switch(e){case h.BYTES:case h.STRING:return C.LengthDelimited;case h.DOUBLE:case h.FIXED64:case h.SFIXED64:return C.Bit64;case h.FIXED32:case h.SFIXED32:case h.FLOAT:return C.Bit32;default:return C.Varint}}function $t(e,t,n){let o=!1;return n||(n=L(si),o=!0),n.value=Tt(e,t),n.typeUrl=Nu(t.$typeName),o?n:void 0}function xu(e,t){if(e.typeUrl==="")return!1;let n=typeof t=="string"?t:t.typeName,o=fi(e.typeUrl);return n===o}function oe(e,t){if(e.typeUrl==="")return;let n=t.kind=="message"?t:t.getMessage(fi(e.typeUrl));if(!(!n||!xu(e,n)))return Ze(n,e.value)}function Nu(e){return`type.googleapis.com/${e}`}function fi(e){let t=e.lastIndexOf("/"),n=t>=0?e.substring(t+1):e;if(!n.length)throw new Error(`invalid type url: ${e}`);return n}var hi=D("CiBnb29nbGUvcHJvdG9idWYvZmllbGRfbWFzay5wcm90bxIPZ29vZ2xlLnByb3RvYnVmIhoKCUZpZWxkTWFzaxINCgVwYXRocxgBIAMoCUKFAQoTY29tLmdvb2dsZS5wcm90b2J1ZkIORmllbGRNYXNrUHJvdG9QAVoyZ29vZ2xlLmdvbGFuZy5vcmcvcHJvdG9idWYvdHlwZXMva25vd24vZmllbGRtYXNrcGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");var nr=D("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),pi=Y(nr,0),or=Y(nr,1),mi=Y(nr,2),Sn;(function(e){e[e.NULL_VALUE=0]="NULL_VALUE"})(Sn||(Sn={}));function bi(e,t,n){yi(t,e);let o=Iu(e.$unknown,t),[r,a,s]=tt(t),i=zo(n);for(let l of o)ni(r,new Se(l.data),a,l.wireType,i);return s()}function gi(e,t,n){var o;yi(t,e);let r=((o=e.$unknown)!==null&&o!==void 0?o:[]).filter(d=>d.no!==t.number),[a,s]=tt(t,n),i=new He;di(i,{writeUnknownFields:!0},a,s);let l=new Se(i.finish());for(;l.pos<l.len;){let[d,f]=l.tag(),p=l.skip(f,d);r.push({no:d,wireType:f,data:p})}e.$unknown=r}function Iu(e,t){if(e===void 0)return[];if(t.fieldKind==="enum"||t.fieldKind==="scalar"){for(let n=e.length-1;n>=0;--n)if(e[n].no==t.number)return[e[n]];return[]}return e.filter(n=>n.no===t.number)}function tt(e,t){let n=e.typeName,o=Object.assign(Object.assign({},e),{kind:"field",parent:e.extendee,localName:n}),r=Object.assign(Object.assign({},e.extendee),{fields:[o],members:[o],oneofs:[]}),a=L(r,t!==void 0?{[n]:t}:void 0);return[Nt(r,a),o,()=>{let s=a[n];if(s===void 0){let i=e.message;return ie(i)?q(i.fields[0].scalar,i.fields[0].longAsString):L(i)}return s}]}function yi(e,t){if(e.extendee.typeName!=t.$typeName)throw new Error(`extension ${e.typeName} can only be applied to message ${e.extendee.typeName}`)}var An=Date.parse("0001-01-01T00:00:00Z"),xn=Date.parse("9999-12-31T23:59:59Z"),Nn=-315576e6,In=315576e6;var Ru=3,Vu=2,wi={alwaysEmitImplicit:!1,enumAsInteger:!1,useProtoFieldName:!1};function Zu(e){return e?Object.assign(Object.assign({},wi),e):wi}function Tu(e,t,n){return Rn(e)(Zu(n),t)}function Ei(e,t,n){var o;let r=Tu(e,t,n);return JSON.stringify(r,null,(o=n?.prettySpaces)!==null&&o!==void 0?o:0)}var rr=new WeakMap;function Rn(e){let t=rr.get(e);return t===void 0&&(t=$u(e)),t}function $u(e){let t=e.typeName,n=Lu(e);if(n!==void 0){let i=e.fields[0],l=(d,f)=>{if(f.$typeName!==t&&i!==void 0)throw new Z(i,`cannot use ${i} with message ${f.$typeName}`,"ForeignFieldError");return n(d,f)};return rr.set(e,l),l}let o=e.fields.concat().sort((i,l)=>i.number-l.number),r=o[0],a=[],s=(i,l)=>{if(l.$typeName!==t&&r!==void 0)throw new Z(r,`cannot use ${r} with message ${l.$typeName}`,"ForeignFieldError");let d={};for(let f=0;f<a.length;f++)a[f](i,l,d);return i.registry&&Yu(d,i,i.registry,l,e),d};rr.set(e,s);for(let i of o){let l=Mu(i);a.push(i.jsonName==="__proto__"||i.name==="__proto__"?Bu(l):l)}return s}function Bu(e){return(t,n,o)=>{let r=Object.create(null);e(t,n,r);for(let a of Object.keys(r))z(o,a,r[a])}}function Lu(e){if(e.typeName.startsWith("google.protobuf."))switch(e.typeName){case"google.protobuf.Any":return(t,n)=>Wu(n,t);case"google.protobuf.Timestamp":return(t,n)=>Ou(n);case"google.protobuf.Duration":return(t,n)=>Xu(n);case"google.protobuf.FieldMask":return(t,n)=>_u(n);case"google.protobuf.Struct":return(t,n)=>xi(n);case"google.protobuf.Value":return(t,n)=>ir(n);case"google.protobuf.ListValue":return(t,n)=>Ni(n);default:if(ie(e)){let t=e.fields[0],n=t.localName,o=q(t.scalar,!1),r=Vn(t);return(a,s)=>{let i=s[n];return r(a,i===void 0?o:i)}}return}}function Mu(e){switch(e.fieldKind){case"scalar":case"enum":case"message":return Gu(e);case"list":case"map":{let t=e.fieldKind=="list"?Si(e):Ai(e),n=e.name,o=e.jsonName,r=e.localName;return(a,s,i)=>{let l=t(a,s[r]);l!==void 0&&(i[a.useProtoFieldName?n:o]=l)}}}}function Gu(e){let t=vi(e),n=e.name,o=e.jsonName,r=e.localName;if(e.oneof){let a=e.oneof.localName;return(s,i,l)=>{let d=i[a];d.case===r&&(l[s.useProtoFieldName?n:o]=t(s,d.value))}}if(e.presence!=Vu){let a=e.presence==Ru?`cannot encode ${e} to JSON: required field not set`:void 0;return(s,i,l)=>{let d=i[r];if(d!==void 0&&Object.prototype.hasOwnProperty.call(i,r))l[s.useProtoFieldName?n:o]=t(s,d);else if(a!==void 0)throw new Error(a)}}if(e.fieldKind=="enum"){let a=e.enum.values[0].number;return(s,i,l)=>{let d=i[r];(d!==a||s.alwaysEmitImplicit)&&(l[s.useProtoFieldName?n:o]=t(s,d))}}switch(e.scalar){case h.BOOL:return(a,s,i)=>{let l=s[r];(l!==!1||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case h.STRING:return(a,s,i)=>{let l=s[r];(l!==""||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case h.BYTES:return(a,s,i)=>{let l=s[r];(!(l instanceof Uint8Array)||l.byteLength>0||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};case h.DOUBLE:case h.FLOAT:return(a,s,i)=>{let l=s[r];(!Object.is(l,0)||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))};default:return(a,s,i)=>{let l=s[r];(l!=0||a.alwaysEmitImplicit)&&(i[a.useProtoFieldName?n:o]=t(a,l))}}}function Cu(e){switch(e.fieldKind){case"scalar":case"enum":case"message":return vi(e);case"list":return Si(e);case"map":return Ai(e)}}function vi(e){switch(e.fieldKind){case"scalar":return Vn(e);case"enum":return sr(e);case"message":return ar(e)}}function ar(e){let{toMessage:t}=se(e),n=Rn(e.message);return(o,r)=>n(o,t(r))}function Si(e){let t=Uu(e);return(n,o)=>{let r=o;if(r.length==0&&!n.alwaysEmitImplicit)return;let a=[];for(let s=0;s<r.length;s++)a.push(t(n,r[s]));return a}}function Uu(e){switch(e.listKind){case"scalar":return Vn(e);case"enum":return sr(e);case"message":return ar(e)}}function Ai(e){let t=Fu(e);return(n,o)=>{let r=o,a=Object.keys(r);if(a.length==0&&!n.alwaysEmitImplicit)return;let s={};for(let i=0;i<a.length;i++){let l=a[i];z(s,l,t(n,r[l]))}return s}}function Fu(e){switch(e.mapKind){case"scalar":return Vn(e);case"enum":return sr(e);case"message":return ar(e)}}function sr(e){let t=e.enum;return t.typeName=="google.protobuf.NullValue"?(n,o)=>{if(typeof o!="number")throw ki(t,o);return null}:(n,o)=>{var r,a;if(typeof o!="number")throw ki(t,o);return n.enumAsInteger?o:(a=(r=t.value[o])===null||r===void 0?void 0:r.jsonName)!==null&&a!==void 0?a:o}}function ki(e,t){return new Error(`cannot encode ${e} to JSON: expected number, got ${X(t)}`)}function Vn(e){switch(e.scalar){case h.INT32:case h.SFIXED32:case h.SINT32:case h.FIXED32:case h.UINT32:return(t,n)=>{if(typeof n!="number")throw nt(e,n);return n};case h.FLOAT:case h.DOUBLE:return(t,n)=>{if(typeof n!="number")throw nt(e,n);return Number.isNaN(n)?"NaN":n===Number.POSITIVE_INFINITY?"Infinity":n===Number.NEGATIVE_INFINITY?"-Infinity":n};case h.STRING:return(t,n)=>{if(typeof n!="string")throw nt(e,n);return n};case h.BOOL:return(t,n)=>{if(typeof n!="boolean")throw nt(e,n);return n};case h.UINT64:case h.FIXED64:case h.INT64:case h.SFIXED64:case h.SINT64:return(t,n)=>{if(typeof n=="bigint"||typeof n=="string"||typeof n=="number"&&Number.isInteger(n))return n.toString();throw nt(e,n)};case h.BYTES:return(t,n)=>{if(n instanceof Uint8Array)return It(n);throw nt(e,n)}}}function nt(e,t){var n;return new Error(`cannot encode ${e} to JSON: ${(n=ln(e,t))===null||n===void 0?void 0:n.message}`)}function Yu(e,t,n,o,r){let a=o.$unknown;if(a===void 0)return;let s=new Set;for(let i=0;i<a.length;i++){let{no:l}=a[i];if(!s.has(l)){s.add(l);let d=n.getExtensionFor(r,l);if(!d)continue;let f=bi(o,d),[p,y]=tt(d,f),m=p[j],g=Cu(y)(t,m[y.localName]);g!==void 0&&(e[d.jsonName]=g)}}}function Wu(e,t){if(e.typeUrl==="")return{};let{registry:n}=t,o,r;if(n&&(o=oe(e,n),o&&(r=n.getMessage(o.$typeName))),!r||!o)throw new Error(`cannot encode message ${e.$typeName} to JSON: "${e.typeUrl}" is not in the type registry`);let a=an(r)?{value:Rn(r)(t,o)}:Rn(r)(t,o);return a["@type"]=e.typeUrl,a}function Xu(e){let t=Number(e.seconds),n=e.nanos;if(t>In||t<Nn)throw new Error(`cannot encode message ${e.$typeName} to JSON: value out of range`);if(t>0&&n<0||t<0&&n>0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos sign must match seconds sign`);let o=e.seconds.toString();if(n!==0){let r=Math.abs(n).toString();r="0".repeat(9-r.length)+r,r.substring(3)==="000000"?r=r.substring(0,3):r.substring(6)==="000"&&(r=r.substring(0,6)),o+="."+r,n<0&&t==0&&(o="-"+o)}return o+"s"}function _u(e){return e.paths.map(t=>{if(pn(Re(t))!==t)throw new Error(`cannot encode message ${e.$typeName} to JSON: lowerCamelCase of path name "${t}" is irreversible`);return Re(t)}).join(",")}function xi(e){let t={},n=Object.keys(e.fields);for(let o=0;o<n.length;o++){let r=n[o];z(t,r,ir(e.fields[r]))}return t}function ir(e){switch(e.kind.case){case"nullValue":return null;case"numberValue":if(!Number.isFinite(e.kind.value))throw new Error(`${e.$typeName} cannot be NaN or Infinity`);return e.kind.value;case"boolValue":return e.kind.value;case"stringValue":return e.kind.value;case"structValue":return xi(e.kind.value);case"listValue":return Ni(e.kind.value);default:throw new Error(`${e.$typeName} must have a value`)}}function Ni(e){return e.values.map(ir)}function Ou(e){let t=Number(e.seconds)*1e3;if(t<An||t>xn)throw new Error(`cannot encode message ${e.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);if(e.nanos<0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be negative`);if(e.nanos>999999999)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be greater than 999999999`);let n="Z";if(e.nanos>0){let o=(e.nanos+1e9).toString().substring(1);o.substring(3)==="000000"?n="."+o.substring(0,3)+"Z":o.substring(6)==="000"?n="."+o.substring(0,6)+"Z":n="."+o+"Z"}return new Date(t).toISOString().replace(".000Z",n)}var Du=2;function Ku(e){return Object.assign(Object.assign({ignoreUnknownFields:!1,recursionLimit:100},e),{depth:0})}function Ri(e,t,n){return at(e,of(t,e.typeName),n)}function at(e,t,n){let o=L(e);return Ju(e,o,t,n),o}function Ju(e,t,n,o){try{ot(e)(t,n,Ku(o))}catch(r){throw es(r)?new Error(`cannot decode ${r.field()} from JSON: ${r.message}`,{cause:r}):r}}var lr=new WeakMap;function ot(e){let t=lr.get(e);return t===void 0&&(t=ju(e)),t}function ju(e){let t=String(e),n=Qu(e);if(n!==void 0){let s=(i,l,d)=>{if(++d.depth>d.recursionLimit)throw new Error(`cannot decode ${t} from JSON: maximum recursion depth of ${d.recursionLimit} reached`);n(i,l,d),d.depth--};return lr.set(e,s),s}let o=e.typeName,r=new Map,a=(s,i,l)=>{var d;if(++l.depth>l.recursionLimit)throw new Error(`cannot decode ${t} from JSON: maximum recursion depth of ${l.recursionLimit} reached`);if(i==null||Array.isArray(i)||typeof i!="object")throw new Error(`cannot decode ${t} from JSON: ${X(i)}`);let f=new Map,p=new Set,y=Object.keys(i);for(let m=0;m<y.length;m++){let g=y[m],b=i[g],w=r.get(g);if(w!==void 0){let S=w.field;if(p.has(S))throw new Z(S,"set multiple times");if(p.add(S),w.oneofScalarNullSkip&&b===null)continue;if(w.oneof){let v=f.get(w.oneof);if(v!==void 0)throw new Z(w.oneof,`oneof set multiple times by ${v.name} and ${S.name}`);f.set(w.oneof,S)}w.read(s,b,l)}else{let S=g.startsWith("[")&&g.endsWith("]")?(d=l.registry)===null||d===void 0?void 0:d.getExtension(g.substring(1,g.length-1)):void 0;if(S?.extendee.typeName==o){let[v,x,B]=tt(S);Ii(x)(v[j],b,l),gi(s,S,B())}if(S===void 0&&!l.ignoreUnknownFields)throw new Error(`cannot decode ${t} from JSON: key "${g}" is unknown`)}}l.depth--};lr.set(e,a);for(let s of e.fields){let i={read:Ii(s),field:s,oneof:s.oneof,oneofScalarNullSkip:s.oneof!==void 0&&s.fieldKind=="scalar"};r.set(s.name,i).set(s.jsonName,i)}return a}function Qu(e){if(e.typeName.startsWith("google.protobuf."))switch(e.typeName){case"google.protobuf.Any":return(t,n,o)=>af(t,n,o);case"google.protobuf.Timestamp":return(t,n)=>sf(t,n);case"google.protobuf.Duration":return(t,n)=>lf(t,n);case"google.protobuf.FieldMask":return(t,n)=>cf(t,n);case"google.protobuf.Struct":return(t,n,o)=>$i(t,n,o);case"google.protobuf.Value":return(t,n,o)=>hr(t,n,o);case"google.protobuf.ListValue":return(t,n,o)=>Bi(t,n,o);default:if(ie(e)){let t=e.fields[0],n=t.localName,o=t.scalar,r=t.longAsString,a=Zi(t);return(s,i)=>{i===null?s[n]=q(o,r):s[n]=a(i)}}return}}function Ii(e){switch(e.fieldKind){case"scalar":return Pu(e);case"enum":return Hu(e);case"message":return zu(e);case"list":return qu(e);case"map":return tf(e)}}function Pu(e){let t=Zi(e),n=e.localName;if(e.oneof){let r=e.oneof.localName;return(a,s)=>{a[r]={case:n,value:t(s)}}}let o=Vi(e);return(r,a)=>{a===null?o(r):r[n]=t(a)}}function Vi(e){let t=e.localName;if(e.presence!=Du)return r=>{delete r[t]};if(e.fieldKind=="enum"){let r=e.enum.values[0].number;return a=>{a[t]=r}}let n=e.scalar,o=e.longAsString;return r=>{r[t]=q(n,o)}}function Hu(e){let t=cr(e.enum),n=dr(e.enum),o=e.localName,r=e.enum.typeName!="google.protobuf.NullValue";if(e.oneof){let s=e.oneof.localName;return(i,l,d)=>{if(l===null&&r){i[s].case===o&&(i[s]={case:void 0});return}let f=t(l,d.ignoreUnknownFields);if(f===rt)return;let p=n(f);if(p!==!0)throw new Z(e,fe(e,f,p));i[s]={case:o,value:f}}}let a=Vi(e);return(s,i,l)=>{if(i===null&&r){a(s);return}let d=t(i,l.ignoreUnknownFields);if(d===rt)return;let f=n(d);if(f!==!0)throw new Z(e,fe(e,d,f));s[o]=d}}function zu(e){let t=e.localName,{toMessage:n,toLocal:o}=se(e),r=ot(e.message),a=e.message.typeName!="google.protobuf.Value";if(e.oneof){let s=e.oneof.localName;return(i,l,d)=>{let f=i[s];if(l===null&&a){f.case===t&&(i[s]={case:void 0});return}let p=n(f.case===t?f.value:void 0);r(p,l,d),i[s]={case:t,value:o(p)}}}return(s,i,l)=>{if(i===null&&a){delete s[t];return}let d=n(s[t]);r(d,i,l),s[t]=o(d)}}function qu(e){let t=e.localName,n=ef(e);return(o,r,a)=>{if(r===null)return;if(!Array.isArray(r))throw new Z(e,"expected Array, got "+X(r));let s=o[t];for(let i=0;i<r.length;i++){let l=n(r[i],a,s.length);l!==rt&&s.push(l)}}}function ef(e){switch(e.listKind){case"scalar":{let t=ur(e),n=Ie(e.scalar),o=fr(e);return(r,a,s)=>{if(r===null)throw new Z(e,"list item must not be null");let i=t(r),l=n(i);if(l!==!0)throw new Z(e,`list item #${s+1}: ${fe(e,i,l)}`);return o(i)}}case"enum":{let t=cr(e.enum),n=dr(e.enum),o=e.enum.typeName!="google.protobuf.NullValue";return(r,a,s)=>{if(r===null&&o)throw new Z(e,"list item must not be null");let i=t(r,a.ignoreUnknownFields);if(i===rt)return i;let l=n(i);if(l!==!0)throw new Z(e,`list item #${s+1}: ${fe(e,i,l)}`);return i}}case"message":{let{toMessage:t,toLocal:n}=se(e),o=ot(e.message),r=e.message.typeName!="google.protobuf.Value";return(a,s)=>{if(a===null&&r)throw new Z(e,"list item must not be null");let i=t(void 0);return o(i,a,s),n(i)}}}}function tf(e){let t=e.localName,n=e.mapKey,o=nf(n),r=Ie(n),a,s,i=d=>d,l=!0;switch(e.mapKind){case"scalar":{a=ur(e),s=Ie(e.scalar),i=fr(e);break}case"enum":{let d=cr(e.enum);a=(f,p)=>d(f,p.ignoreUnknownFields),s=dr(e.enum),l=e.enum.typeName!="google.protobuf.NullValue";break}case"message":{let{toMessage:d,toLocal:f}=se(e),p=ot(e.message);l=e.message.typeName!="google.protobuf.Value",a=(y,m)=>{let g=d(void 0);return p(g,y,m),f(g)};break}}return(d,f,p)=>{if(f===null)return;if(typeof f!="object"||Array.isArray(f))throw new Z(e,"expected object, got "+X(f));let y=d[t],m=new Set,g=Object.keys(f);for(let b=0;b<g.length;b++){let w=g[b],S=f[w],v=o(w);if(m.has(v))throw new Z(e,`duplicate map key "${w}"`);if(m.add(v),S===null&&l)throw new Z(e,"map value must not be null");let x=a(S,p);if(x===rt)continue;let B=r(v);if(B!==!0)throw new Z(e,`invalid map key: ${fe({scalar:n},v,B)}`);if(s!==void 0){let G=s(x);if(G!==!0)throw new Z(e,`map entry ${X(v)}: ${fe(e,x,G)}`)}z(y,v,i(x))}}}var rt=Symbol();function cr(e){let t=e.values[0].number,n=new Map;for(let o of e.values)n.set(o.jsonName,o.number);for(let o of e.values)n.set(o.name,o.number);return(o,r)=>{if(o===null)return t;switch(typeof o){case"number":if(Number.isInteger(o))return o;break;case"string":{let a=n.get(o);if(a!==void 0)return a;if(r)return rt;break}}throw new Error(`cannot decode ${e} from JSON: ${X(o)}`)}}function dr(e){if(e.open)return Ie(h.INT32);let t=e.values;return n=>t.some(o=>o.number===n)}function Zi(e){let t=ur(e),n=Ie(e.scalar),o=fr(e);return r=>{let a=t(r),s=n(a);if(s!==!0)throw new Z(e,fe(e,a,s));return o(a)}}function ur(e){switch(e.scalar){case h.DOUBLE:case h.FLOAT:return t=>{if(t==="NaN")return NaN;if(t==="Infinity")return Number.POSITIVE_INFINITY;if(t==="-Infinity")return Number.NEGATIVE_INFINITY;if(typeof t=="number"){if(Number.isNaN(t))throw new Z(e,"unexpected NaN number");if(!Number.isFinite(t))throw new Z(e,"unexpected infinite number");return t}if(typeof t=="string"){if(t===""||t.trim().length!==t.length)return t;let n=Number(t);return Number.isFinite(n)?n:t}return t};case h.INT32:case h.FIXED32:case h.SFIXED32:case h.SINT32:case h.UINT32:return Ti;case h.BYTES:return t=>{if(typeof t=="string"){if(t==="")return new Uint8Array(0);try{return qe(t)}catch(n){let o=n instanceof Error?n.message:String(n);throw new Z(e,o)}}return t};default:return t=>t}}function fr(e){let t=e.fieldKind!=="map"&&e.longAsString;switch(e.scalar){case h.INT64:case h.SFIXED64:case h.SINT64:return t?n=>String(n):n=>typeof n=="string"||typeof n=="number"?V.parse(n):n;case h.FIXED64:case h.UINT64:return t?n=>String(n):n=>typeof n=="string"||typeof n=="number"?V.uParse(n):n;default:return n=>n}}function nf(e){switch(e){case h.BOOL:return t=>{switch(t){case"true":return!0;case"false":return!1}return t};case h.INT32:case h.FIXED32:case h.UINT32:case h.SFIXED32:case h.SINT32:return Ti;case h.INT64:case h.SINT64:case h.SFIXED64:case h.UINT64:case h.FIXED64:return t=>/^-?0+$/.test(t)?"0":t.replace(/^(-?)0+(?=\d)/,"$1");default:return t=>t}}function Ti(e){if(typeof e=="string"){if(e===""||e.trim().length!==e.length)return e;let t=Number(e);return Number.isNaN(t)?e:t}return e}function of(e,t){let n;try{n=JSON.parse(e)}catch(o){let r=o instanceof Error?o.message:String(o);throw new Error(`cannot decode message ${t} from JSON: ${r}`,{cause:o})}return rf(e,t),n}function rf(e,t){let n=[],o=!1,r=0;for(;r<e.length;)switch(e[r]){case"{":n.push(new Set),o=!0,r++;break;case"[":n.push(null),o=!1,r++;break;case"}":case"]":n.pop(),o=!1,r++;break;case",":o=n[n.length-1]!=null,r++;break;case":":o=!1,r++;break;case'"':{let a=r++,s=!1;for(;r<e.length;){if(e[r]=="\\"){s=!0,r+=2;continue}if(e[r]=='"')break;r++}let i=r++,l=n[n.length-1];if(o&&l){let d=s?JSON.parse(e.substring(a,i+1)):e.substring(a+1,i);if(l.has(d))throw new Error(`cannot decode message ${t} from JSON: duplicate object key "${d}"`);l.add(d)}o=!1;break}default:r++;break}}function af(e,t,n){var o;if(t===null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode message ${e.$typeName} from JSON: expected object but got ${X(t)}`);if(Object.keys(t).length==0)return;let r=t["@type"];if(typeof r!="string"||r=="")throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is empty`);let a=r.includes("/")?r.substring(r.lastIndexOf("/")+1):r;if(!a.length)throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is invalid`);let s=(o=n.registry)===null||o===void 0?void 0:o.getMessage(a);if(!s)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${r} is not in the type registry`);let i=L(s);if(an(s)&&Object.prototype.hasOwnProperty.call(t,"value"))ot(s)(i,t.value,n);else{let l={};for(let d of Object.keys(t))d!=="@type"&&z(l,d,t[d]);ot(s)(i,l,n)}$t(s,i,e)}function sf(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);let n=t.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);if(!n)throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);let o=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(o))throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);if(o<An||o>xn)throw new Error(`cannot decode message ${e.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);e.seconds=V.parse(o/1e3),e.nanos=0,n[7]&&(e.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-1e9)}function lf(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);let n=t.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);if(n===null)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);let o=Number(n[1]);if(o>In||o<Nn)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);if(e.seconds=V.parse(o),typeof n[2]!="string")return;let r=n[2]+"0".repeat(9-n[2].length);e.nanos=parseInt(r),(o<0||Object.is(o,-0))&&(e.nanos=-e.nanos)}function cf(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);t!==""&&(e.paths=t.split(",").map(n=>{if(n.includes("_"))throw new Error(`cannot decode message ${e.$typeName} from JSON: path names must be lowerCamelCase`);return pn(n)}))}function $i(e,t,n){if(typeof t!="object"||t==null||Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${X(t)}`);let o=Object.keys(t);for(let r=0;r<o.length;r++){let a=o[r],s=L(or);hr(s,t[a],n),z(e.fields,a,s)}}function hr(e,t,n){if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.$typeName} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);switch(typeof t){case"number":e.kind={case:"numberValue",value:t};break;case"string":e.kind={case:"stringValue",value:t};break;case"boolean":e.kind={case:"boolValue",value:t};break;case"object":if(t===null)e.kind={case:"nullValue",value:Sn.NULL_VALUE};else if(Array.isArray(t)){let o=L(mi);Bi(o,t,n),e.kind={case:"listValue",value:o}}else{let o=L(pi);$i(o,t,n),e.kind={case:"structValue",value:o}}break;default:throw new Error(`cannot decode message ${e.$typeName} from JSON ${X(t)}`)}return n.depth--,e}function Bi(e,t,n){if(!Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${X(t)}`);for(let o=0;o<t.length;o++){let r=L(or);hr(r,t[o],n),e.values.push(r)}}function Bt(e){let t=A[e];return typeof t!="string"?e.toString():t[0].toLowerCase()+t.substring(1).replace(/[A-Z]/g,n=>"_"+n.toLowerCase())}var Zn;function Li(e){if(!Zn){Zn={};for(let t of Object.values(A))typeof t!="string"&&(Zn[Bt(t)]=t)}return Zn[e]}var $=class e extends Error{constructor(t,n=A.Unknown,o,r,a){super(df(t,n)),this.name="ConnectError",this.isWireError=!1,Object.setPrototypeOf(this,new.target.prototype),this.rawMessage=t,this.code=n,this.metadata=new Headers(o??{}),this.details=r??[],this.cause=a}static from(t,n=A.Unknown){return t instanceof e?t:t instanceof Error?t.name=="AbortError"||t.name=="TimeoutError"?new e(t.message,A.Canceled):new e(t.message,n,void 0,void 0,t):new e(String(t),n,void 0,void 0,t)}static[Symbol.hasInstance](t){return t instanceof Error?Object.getPrototypeOf(t)===e.prototype?!0:t.name==="ConnectError"&&"code"in t&&typeof t.code=="number"&&"metadata"in t&&"details"in t&&Array.isArray(t.details)&&"rawMessage"in t&&typeof t.rawMessage=="string"&&"cause"in t:!1}findDetails(t){let n=t.kind==="message"?{getMessage:r=>r===t.typeName?t:void 0}:t,o=[];for(let r of this.details){if("desc"in r){n.getMessage(r.desc.typeName)&&o.push(L(r.desc,r.value));continue}let a=n.getMessage(r.type);if(a)try{o.push(Ze(a,r.value))}catch{}}return o}};function df(e,t){return e.length?`[${Bt(t)}] ${e}`:`[${Bt(t)}]`}function pr(...e){let t=new Headers;for(let n of e)n.forEach((o,r)=>{t.append(r,o)});return t}function Mi(e,t){let n={};for(let o of e.methods){let r=t(o);r!=null&&(n[o.localName]=r)}return n}var Tn=1;function Gi(e,t,n=!1){if(t>e){let o=`message size is larger than configured readMaxBytes ${e}`;throw n&&(o=`message size ${t} is larger than configured readMaxBytes ${e}`),new $(o,A.ResourceExhausted)}}function uf(e){return new mr(e)}var mr=class{constructor(t){this.readMaxBytes=t,this.header=new Uint8Array(5),this.headerView=new DataView(this.header.buffer),this.buf=[]}get byteLength(){return this.buf.reduce((t,n)=>t+n.byteLength,0)}decode(t){this.buf.push(t);let n=[];for(;;){let o=this.pop();if(!o)break;n.push(o)}return n}pop(){if(!(!this.env&&(this.env=this.head(),!this.env))&&this.cons(this.env.data)){let t=this.env;return this.env=void 0,t}}head(){if(!this.cons(this.header))return;let t=this.headerView.getUint8(0),n=this.headerView.getUint32(1);return Gi(this.readMaxBytes,n,!0),{flags:t,data:new Uint8Array(n)}}cons(t){let n=t.byteLength;if(this.byteLength<n)return!1;let o=0;for(;o<n;){let r=this.buf.shift();r.byteLength>n-o?(t.set(r.subarray(0,n-o),o),this.buf.unshift(r.subarray(n-o)),o+=n-o):(t.set(r,o),o+=r.byteLength)}return!0}};function br(e){let t,n=uf(4294967295);return new ReadableStream({start(){t=e.getReader()},async pull(o){let r=!1;for(;!r;){let a=await t.read();if(a.done)n.byteLength>0&&o.error(new $("protocol error: incomplete envelope",A.InvalidArgument)),o.close();else for(let s of n.decode(a.value))o.enqueue(s),r=!0}}})}function gr(e,t){let n=new Uint8Array(t.length+5);n.set(t,5);let o=new DataView(n.buffer,n.byteOffset,n.byteLength);return o.setUint8(0,e),o.setUint32(1,t.length),n}var ff=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(d){a({value:d,done:i})},s)}},Lt=function(e){return this instanceof Lt?(this.v=e,this):new Lt(e)},hf=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(m){return function(g){return Promise.resolve(g).then(m,p)}}function i(m,g){o[m]&&(r[m]=function(b){return new Promise(function(w,S){a.push([m,b,w,S])>1||l(m,b)})},g&&(r[m]=g(r[m])))}function l(m,g){try{d(o[m](g))}catch(b){y(a[0][3],b)}}function d(m){m.value instanceof Lt?Promise.resolve(m.value.v).then(f,p):y(a[0][2],m)}function f(m){l("next",m)}function p(m){l("throw",m)}function y(m,g){m(g),a.shift(),a.length&&l(a[0][0],a[0][1])}},pf=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:Lt(e[r](s)),done:!1}:a?a(s):s}:a}};function Ci(e){return hf(this,arguments,function*(){yield Lt(yield*pf(ff(e)))})}var Ui=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(d){a({value:d,done:i})},s)}},st=function(e){return this instanceof st?(this.v=e,this):new st(e)},mf=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:st(e[r](s)),done:!1}:a?a(s):s}:a}},bf=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(m){return function(g){return Promise.resolve(g).then(m,p)}}function i(m,g){o[m]&&(r[m]=function(b){return new Promise(function(w,S){a.push([m,b,w,S])>1||l(m,b)})},g&&(r[m]=g(r[m])))}function l(m,g){try{d(o[m](g))}catch(b){y(a[0][3],b)}}function d(m){m.value instanceof st?Promise.resolve(m.value.v).then(f,p):y(a[0][2],m)}function f(m){l("next",m)}function p(m){l("throw",m)}function y(m,g){m(g),a.shift(),a.length&&l(a[0][0],a[0][1])}};function yr(e,t){return Mi(e,n=>{switch(n.methodKind){case"unary":return gf(t,n);case"server_streaming":return yf(t,n);case"client_streaming":return wf(t,n);case"bidi_streaming":return kf(t,n);default:return null}})}function gf(e,t){return async(n,o)=>{var r,a;let s=await e.unary(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);return(r=o?.onHeader)===null||r===void 0||r.call(o,s.header),(a=o?.onTrailer)===null||a===void 0||a.call(o,s.trailer),s.message}}function yf(e,t){return(n,o)=>Fi(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,Ci([n]),o?.contextValues),o)}function wf(e,t){return async(n,o)=>{var r,a,s,i,l,d;let f=await e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);(l=o?.onHeader)===null||l===void 0||l.call(o,f.header);let p,y=0;try{for(var m=!0,g=Ui(f.message),b;b=await g.next(),r=b.done,!r;m=!0)i=b.value,m=!1,p=i,y++}catch(w){a={error:w}}finally{try{!m&&!r&&(s=g.return)&&await s.call(g)}finally{if(a)throw a.error}}if(!p)throw new $("protocol error: missing response message",A.Unimplemented);if(y>1)throw new $("protocol error: received extra messages for client streaming method",A.Unimplemented);return(d=o?.onTrailer)===null||d===void 0||d.call(o,f.trailer),p}}function kf(e,t){return(n,o)=>Fi(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues),o)}function Fi(e,t){let n=(function(){return bf(this,arguments,function*(){var o,r;let a=yield st(e);(o=t?.onHeader)===null||o===void 0||o.call(t,a.header),yield st(yield*mf(Ui(a.message))),(r=t?.onTrailer)===null||r===void 0||r.call(t,a.trailer)})})()[Symbol.asyncIterator]();return{[Symbol.asyncIterator]:()=>({next:()=>n.next()})}}function Yi(...e){let t=new AbortController,n=e.filter(r=>r!==void 0).concat(t.signal);for(let r of n){if(r.aborted){o.apply(r);break}r.addEventListener("abort",o)}function o(){t.signal.aborted||t.abort($n(this));for(let r of n)r.removeEventListener("abort",o)}return t}function Wi(e){let t=new AbortController,n=()=>{t.abort(new $("the operation timed out",A.DeadlineExceeded))},o;return e!==void 0&&(e<=0?n():o=setTimeout(n,e)),{signal:t.signal,cleanup:()=>clearTimeout(o)}}function $n(e){if(!e.aborted)return;if(e.reason!==void 0)return e.reason;let t=new Error("This operation was aborted");return t.name="AbortError",t}function Bn(){return{get(e){return e.id in this?this[e.id]:e.defaultValue},set(e,t){return this[e.id]=t,this},delete(e){return delete this[e.id],this}}}function Xi(e,t,...n){if(n.length>0)throw new Error;return e.services[t]}var Ye="Content-Type",_i="Content-Length",Mt="Content-Encoding";var wr="Accept-Encoding";var Oi="Connect-Timeout-Ms",Ln="Connect-Protocol-Version";var kr="User-Agent";function Mn(e,t){return e.toString().replace(/\/?$/,`/${t.parent.typeName}/${t.name}`)}function Er(e,t){return L(e,t)}function Di(e,t){function n(o){return o.done===!0?o:{done:o.done,value:Er(e,o.value)}}return{[Symbol.asyncIterator](){let o=t[Symbol.asyncIterator](),r={next:()=>o.next().then(n)};return o.throw!==void 0&&(r.throw=a=>o.throw(a).then(n)),o.return!==void 0&&(r.return=a=>o.return(a).then(n)),r}}}function vr(e,t){if(!t)return e;for(let n of t.concat().reverse())e=n(e);return e}function Gn(e){var t;let n=Object.assign({},e);return(t=n.ignoreUnknownFields)!==null&&t!==void 0||(n.ignoreUnknownFields=!0),n}function Cn(e,t,n,o){let r=t?Ki(e.input,o):Ji(e.input,n);return{parse:(t?Ki(e.output,o):Ji(e.output,n)).parse,serialize:r.serialize}}function Ki(e,t){return{parse(n){try{return Ze(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new $(`parse binary: ${r}`,A.Internal)}},serialize(n){try{return Tt(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new $(`serialize binary: ${r}`,A.Internal)}}}}function Ji(e,t){var n,o;let r=(n=t?.textEncoder)!==null&&n!==void 0?n:new TextEncoder,a=(o=t?.textDecoder)!==null&&o!==void 0?o:new TextDecoder,s=Gn(t);return{parse(i){try{let l=a.decode(i);return Ri(e,l,s)}catch(l){throw $.from(l,A.InvalidArgument)}},serialize(i){try{let l=Ei(e,i,s);return r.encode(l)}catch(l){throw $.from(l,A.Internal)}}}}var Ef=/^application\/(connect\+)?(?:(json)(?:; ?charset=utf-?8)?|(proto))$/i;var ji="application/proto",Qi="application/json",Pi="application/connect+proto",Hi="application/connect+json";function zi(e){let t=e?.match(Ef);if(!t)return;let n=!!t[1],o=!!t[3];return{stream:n,binary:o}}function Gt(e,t,n){var o;if(t&&new Headers(t).forEach((i,l)=>n.metadata.append(l,i)),typeof e!="object"||e==null||Array.isArray(e))throw n;let r=n.code;"code"in e&&typeof e.code=="string"&&(r=(o=Li(e.code))!==null&&o!==void 0?o:r);let a=e.message;if(a!=null&&typeof a!="string")throw n;let s=new $(a??"",r,t);if(s.isWireError=!0,"details"in e&&Array.isArray(e.details))for(let i of e.details){if(i===null||typeof i!="object"||Array.isArray(i)||typeof i.type!="string"||typeof i.value!="string")throw n;try{s.details.push({type:i.type,value:qe(i.value),debug:i.debug})}catch{throw n}}return s}var Un=2;function Sr(e){let t=new $("invalid end stream",A.Unknown),n;try{n=JSON.parse(typeof e=="string"?e:new TextDecoder().decode(e))}catch{throw t}if(typeof n!="object"||n==null||Array.isArray(n))throw t;let o=new Headers;if("metadata"in n){if(typeof n.metadata!="object"||n.metadata==null||Array.isArray(n.metadata))throw t;for(let[a,s]of Object.entries(n.metadata)){if(!Array.isArray(s)||s.some(i=>typeof i!="string"))throw t;for(let i of s)o.append(a,i)}}let r="error"in n&&n.error!=null?Gt(n.error,o,t):void 0;return{metadata:o,error:r}}function qi(e){switch(e){case 400:return A.Internal;case 401:return A.Unauthenticated;case 403:return A.PermissionDenied;case 404:return A.Unimplemented;case 429:return A.Unavailable;case 502:return A.Unavailable;case 503:return A.Unavailable;case 504:return A.Unavailable;default:return A.Unknown}}function Fn(e){let t=new Headers,n=new Headers;return e.forEach((o,r)=>{r.toLowerCase().startsWith("trailer-")?n.append(r.substring(8),o):t.append(r,o)}),[t,n]}var Yn="1";function Wn(e,t,n,o,r){let a=new Headers(o??{});return n!==void 0&&a.set(Oi,`${n}`),a.set(Ye,e=="unary"?t?ji:Qi:t?Pi:Hi),a.set(Ln,Yn),!a.has(kr)&&r&&a.set(kr,"connect-es/2.2.0"),a}function Xn(e,t,n,o){let r=o.get(Ye),a=zi(r);if(n!==200){let i=new $(`HTTP ${n}`,qi(n),o);if(e=="unary"&&a&&!a.binary)return{isUnaryError:!0,unaryError:i};throw i}let s={binary:t,stream:e!=="unary"};if(a?.binary!==s.binary||a.stream!==s.stream)throw new $(`unsupported content type ${r}`,a===void 0?A.Unknown:A.Internal,o);return{isUnaryError:!1}}var el="application/";function Af(e,t){return t?It(e,"url"):encodeURIComponent(new TextDecoder().decode(e))}function Ar(e,t,n){let o=`?connect=v${Yn}`,r="",a=e.header.get(Mt);a!==null&&a!=="identity"&&(r="&compression="+encodeURIComponent(a),n=!0),n&&(o+="&base64=1"),o+=r;let s=e.header.get(Ye);s?.indexOf(el)===0&&(o+="&encoding="+encodeURIComponent(s.slice(el.length))),o+="&message="+Af(t,n);let i=e.url+o,l=new Headers(e.header);for(let d of[Ln,Ye,_i,Mt,wr])l.delete(d);return Object.assign(Object.assign({},e),{requestMethod:"GET",url:i,header:l})}function xr(e){let t=vr(e.next,e.interceptors),[n,o,r]=tl(e),a=Object.assign(Object.assign({},e.req),{message:Er(e.req.method.input,e.req.message),signal:n});return t(a).then(s=>(r(),s),o)}function Nr(e){let t=vr(e.next,e.interceptors),[n,o,r]=tl(e),a=Object.assign(Object.assign({},e.req),{message:Di(e.req.method.input,e.req.message),signal:n}),s=!1;return n.addEventListener("abort",function(){var i,l;let d=e.req.message[Symbol.asyncIterator]();s||(i=d.throw)===null||i===void 0||i.call(d,this.reason).catch(()=>{}),(l=d.return)===null||l===void 0||l.call(d).catch(()=>{})}),t(a).then(i=>Object.assign(Object.assign({},i),{message:{[Symbol.asyncIterator](){let l=i.message[Symbol.asyncIterator]();return{next(){return!s&&n.aborted?o($n(n)):l.next().then(d=>(d.done==!0&&(s=!0,r()),d),o)}}}}}),o)}function tl(e){let{signal:t,cleanup:n}=Wi(e.timeoutMs),o=Yi(e.signal,t);return[o.signal,function(a){let s=o.signal.aborted?$.from($n(o.signal),A.Canceled):$.from(a);return o.abort(s),n(),Promise.reject(s)},function(){n(),o.abort()}]}function nl(){try{new Headers}catch{throw new Error("connect-web requires the fetch API. Are you running on an old version of Node.js? Node.js is not supported in Connect for Web - please stay tuned for Connect for Node.")}}var Ct=function(e){return this instanceof Ct?(this.v=e,this):new Ct(e)},xf=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(m){return function(g){return Promise.resolve(g).then(m,p)}}function i(m,g){o[m]&&(r[m]=function(b){return new Promise(function(w,S){a.push([m,b,w,S])>1||l(m,b)})},g&&(r[m]=g(r[m])))}function l(m,g){try{d(o[m](g))}catch(b){y(a[0][3],b)}}function d(m){m.value instanceof Ct?Promise.resolve(m.value.v).then(f,p):y(a[0][2],m)}function f(m){l("next",m)}function p(m){l("throw",m)}function y(m,g){m(g),a.shift(),a.length&&l(a[0][0],a[0][1])}},ol={redirect:"error"};function Ir(e){var t;nl();let n=(t=e.useBinaryFormat)!==null&&t!==void 0?t:!1;return{async unary(o,r,a,s,i,l){let{serialize:d,parse:f}=Cn(o,n,e.jsonOptions,e.binaryOptions);return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await xr({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!1,service:o.parent,method:o,requestMethod:"POST",url:Mn(e.baseUrl,o),header:Wn(o.methodKind,n,a,s,!1),contextValues:l??Bn(),message:i},next:async p=>{var y;let m=e.useHttpGet===!0&&o.idempotency===yn.NO_SIDE_EFFECTS,g=null;m?p=Ar(p,d(p.message),n):g=d(p.message);let w=await((y=e.fetch)!==null&&y!==void 0?y:globalThis.fetch)(p.url,Object.assign(Object.assign({},ol),{method:p.requestMethod,headers:p.header,signal:p.signal,body:g})),{isUnaryError:S,unaryError:v}=Xn(o.methodKind,n,w.status,w.headers);if(S)throw Gt(await w.json(),pr(...Fn(w.headers)),v);let[x,B]=Fn(w.headers);return{stream:!1,service:o.parent,method:o,header:x,message:n?f(new Uint8Array(await w.arrayBuffer())):at(o.output,await w.json(),Gn(e.jsonOptions)),trailer:B}}})},async stream(o,r,a,s,i,l){let{serialize:d,parse:f}=Cn(o,n,e.jsonOptions,e.binaryOptions);function p(m,g,b,w){return xf(this,arguments,function*(){let v=br(m).getReader(),x=!1;for(;;){let B=yield Ct(v.read());if(B.done)break;let{flags:G,data:re}=B.value;if((G&Tn)===Tn)throw new $("protocol error: received unsupported compressed output",A.Internal);if((G&Un)===Un){x=!0;let pe=Sr(re);if(pe.error){let me=pe.error;throw b.forEach((E,k)=>{me.metadata.append(k,E)}),me}pe.metadata.forEach((me,E)=>g.set(E,me));continue}yield yield Ct(f(re))}if("throwIfAborted"in w&&w.throwIfAborted(),!x)throw"missing EndStreamResponse"})}async function y(m){if(o.methodKind!="server_streaming")throw"The fetch API does not support streaming request bodies";let g=await m[Symbol.asyncIterator]().next();if(g.done==!0)throw"missing request message";return gr(0,d(g.value))}return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await Nr({interceptors:e.interceptors,timeoutMs:a,signal:r,req:{stream:!0,service:o.parent,method:o,requestMethod:"POST",url:Mn(e.baseUrl,o),header:Wn(o.methodKind,n,a,s,!1),contextValues:l??Bn(),message:i},next:async m=>{var g;let w=await((g=e.fetch)!==null&&g!==void 0?g:globalThis.fetch)(m.url,Object.assign(Object.assign({},ol),{method:m.requestMethod,headers:m.header,signal:m.signal,body:await y(m.message)}));if(Xn(o.methodKind,n,w.status,w.headers),w.body===null)throw"missing response body";let S=new Headers;return Object.assign(Object.assign({},m),{header:w.headers,trailer:S,message:p(w.body,S,w.headers,m.signal)})}})}}}var rl=D("ChZtZWVwbGUvdjEvY2hhbmNlLnByb3RvEgltZWVwbGUudjEiLAoNQ2hhbmNlT3V0Y29tZRIMCgRraW5kGAEgASgJEg0KBXZhbHVlGAIgASgJIjoKDENoYW5jZVNjcmlwdBIqCghvdXRjb21lcxgBIAMoCzIYLm1lZXBsZS52MS5DaGFuY2VPdXRjb21lQjQKDWRldi5tZWVwbGUudjFQAVohbWVlcGxlLmRldi9nZW4vbWVlcGxlL3YxO21lZXBsZXYxYgZwcm90bzM");var Ae=D("ChxtZWVwbGUvdjEvZ2FtZV9zZXJ2aWNlLnByb3RvEgltZWVwbGUudjEizAEKBEdhbWUSDAoEbmFtZRgBIAEoCRIUCgxkaXNwbGF5X25hbWUYAiABKAkSEwoLbWluX3BsYXllcnMYAyABKAUSEwoLbWF4X3BsYXllcnMYBCABKAUSJgoHb3B0aW9ucxgFIAMoCzIVLm1lZXBsZS52MS5HYW1lT3B0aW9uEhMKC2FjdGlvbl90eXBlGAYgASgJEhIKCmV2ZW50X3R5cGUYByABKAkSEQoJdmlld190eXBlGAggASgJEhIKCnN0YXRlX3R5cGUYCSABKAkiaAoKR2FtZU9wdGlvbhIMCgRuYW1lGAEgASgJEhMKC2Rlc2NyaXB0aW9uGAIgASgJEg8KB2Nob2ljZXMYAyADKAkSFQoNZGVmYXVsdF92YWx1ZRgEIAEoCRIPCgdzZXJ2aWNlGAUgASgIIq8GCgVUYWJsZRIMCgRuYW1lGAEgASgJEgwKBGdhbWUYAiABKAkSFAoMZGlzcGxheV9uYW1lGAMgASgJEi4KCnZpc2liaWxpdHkYBCABKA4yGi5tZWVwbGUudjEuVGFibGVWaXNpYmlsaXR5EiUKBXN0YXRlGAUgASgOMhYubWVlcGxlLnYxLlRhYmxlLlN0YXRlEi4KB29wdGlvbnMYBiADKAsyHS5tZWVwbGUudjEuVGFibGUuT3B0aW9uc0VudHJ5Eh4KBXNlYXRzGAcgAygLMg8ubWVlcGxlLnYxLlNlYXQSEgoKYXV0b19zdGFydBgIIAEoCBIPCgd2ZXJzaW9uGAkgASgDEgwKBGV0YWcYCiABKAkSLwoLY3JlYXRlX3RpbWUYCyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEi8KC3VwZGF0ZV90aW1lGAwgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBITCgtjb25mb3JtYW5jZRgNIAEoCBIjCgdvdXRjb21lGA4gASgLMhIubWVlcGxlLnYxLk91dGNvbWUSJQoIZmFpcm5lc3MYDyABKAsyEy5tZWVwbGUudjEuRmFpcm5lc3MSKAoKdHVybl9jbG9jaxgQIAEoCzIULm1lZXBsZS52MS5UdXJuQ2xvY2sSPQoPc2VydmljZV9vcHRpb25zGBEgAygLMiQubWVlcGxlLnYxLlRhYmxlLlNlcnZpY2VPcHRpb25zRW50cnkSGQoRaG9zdF9kaXNwbGF5X25hbWUYFCABKAkaLgoMT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEaNQoTU2VydmljZU9wdGlvbnNFbnRyeRILCgNrZXkYASABKAkSDQoFdmFsdWUYAiABKAk6AjgBImwKBVN0YXRlEhUKEVNUQVRFX1VOU1BFQ0lGSUVEEAASEQoNU1RBVEVfV0FJVElORxABEhAKDFNUQVRFX0FDVElWRRACEhIKDlNUQVRFX0ZJTklTSEVEEAMSEwoPU1RBVEVfQUJBTkRPTkVEEAQiQwoIRmFpcm5lc3MSEgoKY29tbWl0bWVudBgBIAEoDBIVCg1zZXJ2ZXJfc2VjcmV0GAIgASgMEgwKBHNlZWQYAyABKAwiJgoHQm90U3BlYxIMCgRraW5kGAEgASgJEg0KBWxldmVsGAIgASgFIncKCVR1cm5DbG9jaxIMCgRzZWF0GAEgASgFEiwKCGRlYWRsaW5lGAIgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIuCgp0dXJuX3N0YXJ0GAMgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCKOBAoEU2VhdBINCgVpbmRleBgBIAEoBRIkCgVzdGF0ZRgCIAEoDjIVLm1lZXBsZS52MS5TZWF0LlN0YXRlEhQKDGRpc3BsYXlfbmFtZRgDIAEoCRIPCgdlbnRyb3B5GAQgASgMEiYKBnBsYXllchgFIAEoDjIWLm1lZXBsZS52MS5TZWF0LlBsYXllchIfCgNib3QYBiABKAsyEi5tZWVwbGUudjEuQm90U3BlYxIOCgZhYnNlbnQYByABKAgSEgoKcmVjbGFpbWluZxgIIAEoCBIsCgl0aW1lX2JhbmsYCSABKAsyGS5nb29nbGUucHJvdG9idWYuRHVyYXRpb24SKgoIcHJlc2VuY2UYFCABKA4yGC5tZWVwbGUudjEuU2VhdC5QcmVzZW5jZSJQCgVTdGF0ZRIVChFTVEFURV9VTlNQRUNJRklFRBAAEg8KC1NUQVRFX0VNUFRZEAESDwoLU1RBVEVfVEFLRU4QAhIOCgpTVEFURV9MRUZUEAMiQgoGUGxheWVyEhYKElBMQVlFUl9VTlNQRUNJRklFRBAAEhAKDFBMQVlFUl9IVU1BThABEg4KClBMQVlFUl9CT1QQAiJNCghQcmVzZW5jZRIYChRQUkVTRU5DRV9VTlNQRUNJRklFRBAAEhQKEFBSRVNFTkNFX1BSRVNFTlQQARIRCg1QUkVTRU5DRV9BV0FZEAIiKAoHT3V0Y29tZRIOCgZzY29yZXMYASADKAUSDQoFcmFua3MYAiADKAUi0QIKCVRhYmxlVmlldxINCgV0YWJsZRgBIAEoCRIPCgd2ZXJzaW9uGAIgASgDEgwKBGV0YWcYAyABKAkSJQoFc3RhdGUYBCABKA4yFi5tZWVwbGUudjEuVGFibGUuU3RhdGUSGAoLdmlld2VyX3NlYXQYBSABKAVIAIgBARIZCgxjdXJyZW50X3NlYXQYBiABKAVIAYgBARIYChBwZW5kaW5nX2RlY2lzaW9uGAcgASgJEicKCWdhbWVfdmlldxgIIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSIwoHb3V0Y29tZRgJIAEoCzISLm1lZXBsZS52MS5PdXRjb21lEjEKDXR1cm5fZGVhZGxpbmUYCiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wQg4KDF92aWV3ZXJfc2VhdEIPCg1fY3VycmVudF9zZWF0InAKCERlY2lzaW9uEg8KB3ZlcnNpb24YASABKAMSDAoEc2VhdBgCIAEoBRIYChBwZW5kaW5nX2RlY2lzaW9uGAMgASgJEisKDWxlZ2FsX2FjdGlvbnMYBCADKAsyFC5nb29nbGUucHJvdG9idWYuQW55ItcFCgpUYWJsZUV2ZW50Eg0KBXRhYmxlGAEgASgJEg8KB3ZlcnNpb24YAiABKAMSLwoLY29tbWl0X3RpbWUYAyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEiwKC3NlYXRfam9pbmVkGAQgASgLMhUubWVlcGxlLnYxLlNlYXRKb2luZWRIABIoCglzZWF0X2xlZnQYBSABKAsyEy5tZWVwbGUudjEuU2VhdExlZnRIABIwCg10YWJsZV9zdGFydGVkGAYgASgLMhcubWVlcGxlLnYxLlRhYmxlU3RhcnRlZEgAEjIKDmFjdGlvbl9hcHBsaWVkGAcgASgLMhgubWVlcGxlLnYxLkFjdGlvbkFwcGxpZWRIABIxCg50dXJuX3RpbWVkX291dBgKIAEoCzIXLm1lZXBsZS52MS5UdXJuVGltZWRPdXRIABIyCg5zZWF0X3JlY2xhaW1lZBgLIAEoCzIYLm1lZXBsZS52MS5TZWF0UmVjbGFpbWVkSAASKgoKYm90X3NlYXRlZBgMIAEoCzIULm1lZXBsZS52MS5Cb3RTZWF0ZWRIABIqCgpzZWF0X2ZyZWVkGA0gASgLMhQubWVlcGxlLnYxLlNlYXRGcmVlZEgAEjQKD3RhYmxlX2FiYW5kb25lZBgOIAEoCzIZLm1lZXBsZS52MS5UYWJsZUFiYW5kb25lZEgAEjAKDWFjdGlvbl91bmRvbmUYHiABKAsyFy5tZWVwbGUudjEuQWN0aW9uVW5kb25lSAASMQoPY2hhbmNlX291dGNvbWVzGAggAygLMhgubWVlcGxlLnYxLkNoYW5jZU91dGNvbWUSJQoIZmFpcm5lc3MYCSABKAsyEy5tZWVwbGUudjEuRmFpcm5lc3MSMQoNdHVybl9kZWFkbGluZRgPIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXBCBgoEa2luZCJ7CgxUdXJuVGltZWRPdXQSDAoEc2VhdBgBIAEoBRIOCgZwb2xpY3kYAiABKAkSHwoDYm90GAMgASgLMhIubWVlcGxlLnYxLkJvdFNwZWMSLAoIZGVhZGxpbmUYBCABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wIjEKDVNlYXRSZWNsYWltZWQSDAoEc2VhdBgBIAEoBRISCgphZnRlcl90dXJuGAIgASgIIm4KCUJvdFNlYXRlZBIMCgRzZWF0GAEgASgFEh8KA2JvdBgCIAEoCzISLm1lZXBsZS52MS5Cb3RTcGVjEhcKD3JlcGxhY2VkX3BsYXllchgDIAEoCBIZChFmb3JfYWJzZW50X3BsYXllchgUIAEoCCIZCglTZWF0RnJlZWQSDAoEc2VhdBgBIAEoBSIQCg5UYWJsZUFiYW5kb25lZCJBCgpTZWF0Sm9pbmVkEgwKBHNlYXQYASABKAUSFAoMZGlzcGxheV9uYW1lGAIgASgJEg8KB2VudHJvcHkYAyABKAwiUgoIU2VhdExlZnQSDAoEc2VhdBgBIAEoBRIXCg90YWJsZV9hYmFuZG9uZWQYAiABKAgSHwoDYm90GAMgASgLMhIubWVlcGxlLnYxLkJvdFNwZWMiZQoMVGFibGVTdGFydGVkEikKC2dhbWVfZXZlbnRzGAEgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIZCgxjdXJyZW50X3NlYXQYAiABKAVIAIgBAUIPCg1fY3VycmVudF9zZWF0Is8BCg1BY3Rpb25BcHBsaWVkEgwKBHNlYXQYASABKAUSJAoGYWN0aW9uGAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIpCgtnYW1lX2V2ZW50cxgDIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSGQoMY3VycmVudF9zZWF0GAQgASgFSACIAQESIwoHb3V0Y29tZRgFIAEoCzISLm1lZXBsZS52MS5PdXRjb21lEg4KBmJ5X2JvdBgeIAEoCEIPCg1fY3VycmVudF9zZWF0IoYBCgxBY3Rpb25VbmRvbmUSDAoEc2VhdBgBIAEoBRIWCg51bmRvbmVfdmVyc2lvbhgCIAEoAxIkCgZhY3Rpb24YAyABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhkKDGN1cnJlbnRfc2VhdBgEIAEoBUgAiAEBQg8KDV9jdXJyZW50X3NlYXQiEgoQTGlzdEdhbWVzUmVxdWVzdCIzChFMaXN0R2FtZXNSZXNwb25zZRIeCgVnYW1lcxgBIAMoCzIPLm1lZXBsZS52MS5HYW1lIqcEChJDcmVhdGVUYWJsZVJlcXVlc3QSDAoEZ2FtZRgBIAEoCRISCgpzZWF0X2NvdW50GAIgASgFEjsKB29wdGlvbnMYAyADKAsyKi5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXF1ZXN0Lk9wdGlvbnNFbnRyeRIuCgp2aXNpYmlsaXR5GAQgASgOMhoubWVlcGxlLnYxLlRhYmxlVmlzaWJpbGl0eRIUCgxkaXNwbGF5X25hbWUYBSABKAkSEgoKYXV0b19zdGFydBgGIAEoCBISCgpyZXF1ZXN0X2lkGAcgASgJEi4KDWNoYW5jZV9zY3JpcHQYCCABKAsyFy5tZWVwbGUudjEuQ2hhbmNlU2NyaXB0EisKDWluaXRpYWxfc3RhdGUYCSABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhcKD2hvc3RfY3JlZGVudGlhbBgKIAEoCRI+Cglib3Rfc2VhdHMYCyADKAsyKy5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXF1ZXN0LkJvdFNlYXRzRW50cnkSGQoRaG9zdF9kaXNwbGF5X25hbWUYFCABKAkaLgoMT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEaQwoNQm90U2VhdHNFbnRyeRILCgNrZXkYASABKAUSIQoFdmFsdWUYAiABKAsyEi5tZWVwbGUudjEuQm90U3BlYzoCOAEi1gEKE0NyZWF0ZVRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSFwoPaG9zdF9jcmVkZW50aWFsGAIgASgJEhQKDGludml0ZV90b2tlbhgDIAEoCRITCgtpbnZpdGVfbGluaxgEIAEoCRIXCg9zcGVjdGF0b3JfdG9rZW4YBSABKAkSFgoOc3BlY3RhdG9yX2xpbmsYBiABKAkSEgoKaW52aXRlX3VybBgHIAEoCRIVCg1zcGVjdGF0b3JfdXJsGAggASgJIh8KD0dldFRhYmxlUmVxdWVzdBIMCgRuYW1lGAEgASgJIjMKEEdldFRhYmxlUmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUiOQoTUHJldmlld1RhYmxlUmVxdWVzdBIMCgRuYW1lGAEgASgJEhQKDGludml0ZV90b2tlbhgCIAEoCSJAChRQcmV2aWV3VGFibGVSZXNwb25zZRIoCgdwcmV2aWV3GAEgASgLMhcubWVlcGxlLnYxLlRhYmxlUHJldmlldyLfBAoMVGFibGVQcmV2aWV3EgwKBG5hbWUYASABKAkSDAoEZ2FtZRgCIAEoCRIZChFnYW1lX2Rpc3BsYXlfbmFtZRgDIAEoCRIUCgxkaXNwbGF5X25hbWUYBCABKAkSGQoRaG9zdF9kaXNwbGF5X25hbWUYBSABKAkSJQoFc3RhdGUYBiABKA4yFi5tZWVwbGUudjEuVGFibGUuU3RhdGUSNQoHb3B0aW9ucxgHIAMoCzIkLm1lZXBsZS52MS5UYWJsZVByZXZpZXcuT3B0aW9uc0VudHJ5EkQKD3NlcnZpY2Vfb3B0aW9ucxgIIAMoCzIrLm1lZXBsZS52MS5UYWJsZVByZXZpZXcuU2VydmljZU9wdGlvbnNFbnRyeRIrCgVzZWF0cxgJIAMoCzIcLm1lZXBsZS52MS5UYWJsZVByZXZpZXcuU2VhdBISCgphdXRvX3N0YXJ0GAogASgIGpoBCgRTZWF0Eg0KBWluZGV4GAEgASgFEiQKBXN0YXRlGAIgASgOMhUubWVlcGxlLnYxLlNlYXQuU3RhdGUSFAoMZGlzcGxheV9uYW1lGAMgASgJEiYKBnBsYXllchgEIAEoDjIWLm1lZXBsZS52MS5TZWF0LlBsYXllchIfCgNib3QYXyABKAsyEi5tZWVwbGUudjEuQm90U3BlYxouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ARo1ChNTZXJ2aWNlT3B0aW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEibwoRTGlzdFRhYmxlc1JlcXVlc3QSEQoJcGFnZV9zaXplGAEgASgFEhIKCnBhZ2VfdG9rZW4YAiABKAkSDAoEZ2FtZRgDIAEoCRIlCgVzdGF0ZRgEIAEoDjIWLm1lZXBsZS52MS5UYWJsZS5TdGF0ZSJPChJMaXN0VGFibGVzUmVzcG9uc2USIAoGdGFibGVzGAEgAygLMhAubWVlcGxlLnYxLlRhYmxlEhcKD25leHRfcGFnZV90b2tlbhgCIAEoCSKnAQoQSm9pblRhYmxlUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIUCgxpbnZpdGVfdG9rZW4YAiABKAkSFAoMZGlzcGxheV9uYW1lGAMgASgJEhEKBHNlYXQYBCABKAVIAIgBARISCgpyZXF1ZXN0X2lkGAUgASgJEhcKD3NlYXRfY3JlZGVudGlhbBgGIAEoCRIPCgdlbnRyb3B5GAcgASgMQgcKBV9zZWF0IlsKEUpvaW5UYWJsZVJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlEgwKBHNlYXQYAiABKAUSFwoPc2VhdF9jcmVkZW50aWFsGAMgASgJIjYKEUxlYXZlVGFibGVSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhIKCnJlcXVlc3RfaWQYAiABKAkiNQoSTGVhdmVUYWJsZVJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlIkMKEVN0YXJ0VGFibGVSZXF1ZXN0EgwKBG5hbWUYASABKAkSDAoEZXRhZxgCIAEoCRISCgpyZXF1ZXN0X2lkGAMgASgJIjUKElN0YXJ0VGFibGVSZXNwb25zZRIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZSJBCg5HZXRWaWV3UmVxdWVzdBINCgV0YWJsZRgBIAEoCRIUCgd2ZXJzaW9uGB4gASgDSACIAQFCCgoIX3ZlcnNpb24iNQoPR2V0Vmlld1Jlc3BvbnNlEiIKBHZpZXcYASABKAsyFC5tZWVwbGUudjEuVGFibGVWaWV3IigKF0xpc3RMZWdhbEFjdGlvbnNSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJIqYBChhMaXN0TGVnYWxBY3Rpb25zUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAxIMCgRzZWF0GAIgASgFEhkKDGN1cnJlbnRfc2VhdBgDIAEoBUgAiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YBCABKAkSJQoHYWN0aW9ucxgFIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnlCDwoNX2N1cnJlbnRfc2VhdCKAAQoVVmFsaWRhdGVBY3Rpb25SZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEiQKBmFjdGlvbhgCIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoA0gAiAEBQhMKEV9leHBlY3RlZF92ZXJzaW9uIikKFlZhbGlkYXRlQWN0aW9uUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAyKsAQoTU3VibWl0QWN0aW9uUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIkCgZhY3Rpb24YAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55Eh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKANIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJEhgKEGluY2x1ZGVfZGVjaXNpb24YBSABKAhCEwoRX2V4cGVjdGVkX3ZlcnNpb24ipgEKFFN1Ym1pdEFjdGlvblJlc3BvbnNlEg8KB3ZlcnNpb24YASABKAMSDAoEZXRhZxgCIAEoCRIkCgVldmVudBgDIAEoCzIVLm1lZXBsZS52MS5UYWJsZUV2ZW50EiIKBHZpZXcYBCABKAsyFC5tZWVwbGUudjEuVGFibGVWaWV3EiUKCGRlY2lzaW9uGAUgASgLMhMubWVlcGxlLnYxLkRlY2lzaW9uIoQBChFVbmRvQWN0aW9uUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgDSACIAQESEgoKcmVxdWVzdF9pZBgDIAEoCRIYChBpbmNsdWRlX2RlY2lzaW9uGAQgASgIQhMKEV9leHBlY3RlZF92ZXJzaW9uIqQBChJVbmRvQWN0aW9uUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoAxIMCgRldGFnGAIgASgJEiQKBWV2ZW50GAMgASgLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnQSIgoEdmlldxgEIAEoCzIULm1lZXBsZS52MS5UYWJsZVZpZXcSJQoIZGVjaXNpb24YBSABKAsyEy5tZWVwbGUudjEuRGVjaXNpb24imAEKEVdhdGNoVGFibGVSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEhoKDWFmdGVyX3ZlcnNpb24YAiABKANIAIgBARIYChBpbmNsdWRlX2RlY2lzaW9uGAMgASgIEhQKDGluY2x1ZGVfdmlldxgEIAEoCBIWCg5kZWNpc2lvbnNfb25seRgFIAEoCEIQCg5fYWZ0ZXJfdmVyc2lvbiLkAQoSV2F0Y2hUYWJsZVJlc3BvbnNlEigKCHNuYXBzaG90GAEgASgLMhQubWVlcGxlLnYxLlRhYmxlVmlld0gAEiYKBWV2ZW50GAIgASgLMhUubWVlcGxlLnYxLlRhYmxlRXZlbnRIABIpCgloZWFydGJlYXQYAyABKAsyFC5tZWVwbGUudjEuSGVhcnRiZWF0SAASJQoIZGVjaXNpb24YBCABKAsyEy5tZWVwbGUudjEuRGVjaXNpb24SIgoEdmlldxgFIAEoCzIULm1lZXBsZS52MS5UYWJsZVZpZXdCBgoEa2luZCJGCglIZWFydGJlYXQSDwoHdmVyc2lvbhgBIAEoAxIoCgR0aW1lGAIgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCJgChFMaXN0RXZlbnRzUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIRCglwYWdlX3NpemUYAiABKAUSEgoKcGFnZV90b2tlbhgDIAEoCRIVCg1hZnRlcl92ZXJzaW9uGAQgASgDIlQKEkxpc3RFdmVudHNSZXNwb25zZRIlCgZldmVudHMYASADKAsyFS5tZWVwbGUudjEuVGFibGVFdmVudBIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkiXQoTUmVwbGF5UmVjb3JkUmVxdWVzdBIfCgV0YWJsZRgBIAEoCzIQLm1lZXBsZS52MS5UYWJsZRIlCgZldmVudHMYAiADKAsyFS5tZWVwbGUudjEuVGFibGVFdmVudCI7ChRSZXBsYXlSZWNvcmRSZXNwb25zZRIjCgV2aWV3cxgBIAMoCzIULm1lZXBsZS52MS5UYWJsZVZpZXciJQoUUmVxdWVzdFJldmlld1JlcXVlc3QSDQoFdGFibGUYASABKAkiOgoVUmVxdWVzdFJldmlld1Jlc3BvbnNlEiEKBnJldmlldxgBIAEoCzIRLm1lZXBsZS52MS5SZXZpZXciIQoQR2V0UmV2aWV3UmVxdWVzdBINCgV0YWJsZRgBIAEoCSI2ChFHZXRSZXZpZXdSZXNwb25zZRIhCgZyZXZpZXcYASABKAsyES5tZWVwbGUudjEuUmV2aWV3Ir8CCgZSZXZpZXcSDQoFdGFibGUYASABKAkSJgoFc3RhdGUYAiABKA4yFy5tZWVwbGUudjEuUmV2aWV3LlN0YXRlEhYKDmRlY2lzaW9uc19kb25lGAMgASgFEhcKD2RlY2lzaW9uc190b3RhbBgEIAEoBRIOCgZyb3VuZHMYBSABKAUSEgoKdGhyZXNob2xkcxgGIAMoARInCgdlbnRyaWVzGAcgAygLMhYubWVlcGxlLnYxLlJldmlld0VudHJ5EisKCXN1bW1hcmllcxgIIAMoCzIYLm1lZXBsZS52MS5SZXZpZXdTdW1tYXJ5IlMKBVN0YXRlEhUKEVNUQVRFX1VOU1BFQ0lGSUVEEAASEAoMU1RBVEVfUVVFVUVEEAESEQoNU1RBVEVfUlVOTklORxACEg4KClNUQVRFX0RPTkUQAyLpAgoLUmV2aWV3RW50cnkSDwoHdmVyc2lvbhgBIAEoAxIMCgRzZWF0GAIgASgFEiQKBnBsYXllZBgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSFAoMcGxheWVkX3ZhbHVlGAQgASgBEiIKBGJlc3QYBSABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhIKCmJlc3RfdmFsdWUYBiABKAESDAoEbG9zcxgHIAEoARIpCgRtYXJrGAggASgOMhsubWVlcGxlLnYxLlJldmlld0VudHJ5Lk1hcmsSDwoHY2hvaWNlcxgJIAEoBRITCgtwbGF5ZWRfdGV4dBgKIAEoCRIRCgliZXN0X3RleHQYCyABKAkiVQoETWFyaxIUChBNQVJLX1VOU1BFQ0lGSUVEEAASEwoPTUFSS19JTkFDQ1VSQUNZEAESEAoMTUFSS19NSVNUQUtFEAISEAoMTUFSS19CTFVOREVSEAMikgEKDVJldmlld1N1bW1hcnkSDAoEc2VhdBgBIAEoBRIRCglkZWNpc2lvbnMYAiABKAUSFAoMYXZlcmFnZV9sb3NzGAMgASgBEhAKCGFjY3VyYWN5GAQgASgBEhQKDGluYWNjdXJhY2llcxgFIAEoBRIQCghtaXN0YWtlcxgGIAEoBRIQCghibHVuZGVycxgHIAEoBSKCAQoNQWRkQm90UmVxdWVzdBINCgV0YWJsZRgBIAEoCRIRCgRzZWF0GAIgASgFSACIAQESHwoDYm90GAMgASgLMhIubWVlcGxlLnYxLkJvdFNwZWMSEgoKcmVxdWVzdF9pZBgEIAEoCRIRCglrZWVwX3NlYXQYFCABKAhCBwoFX3NlYXQiPwoOQWRkQm90UmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSDAoEc2VhdBgCIAEoBSJCCg9GcmVlU2VhdFJlcXVlc3QSDQoFdGFibGUYASABKAkSDAoEc2VhdBgCIAEoBRISCgpyZXF1ZXN0X2lkGAMgASgJIl4KEEZyZWVTZWF0UmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUSFAoMaW52aXRlX3Rva2VuGAIgASgJEhMKC2ludml0ZV9saW5rGAMgASgJIjcKElJlY2xhaW1TZWF0UmVxdWVzdBINCgV0YWJsZRgBIAEoCRISCgpyZXF1ZXN0X2lkGAIgASgJIjYKE1JlY2xhaW1TZWF0UmVzcG9uc2USHwoFdGFibGUYASABKAsyEC5tZWVwbGUudjEuVGFibGUiOAoTQWJhbmRvblRhYmxlUmVxdWVzdBINCgV0YWJsZRgBIAEoCRISCgpyZXF1ZXN0X2lkGAIgASgJIjcKFEFiYW5kb25UYWJsZVJlc3BvbnNlEh8KBXRhYmxlGAEgASgLMhAubWVlcGxlLnYxLlRhYmxlIkIKE0FkdmFuY2VDbG9ja1JlcXVlc3QSKwoIZHVyYXRpb24YASABKAsyGS5nb29nbGUucHJvdG9idWYuRHVyYXRpb24iQAoUQWR2YW5jZUNsb2NrUmVzcG9uc2USKAoEdGltZRgBIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAiQgoQUHVzaFN1YnNjcmlwdGlvbhIQCghlbmRwb2ludBgBIAEoCRIOCgZwMjU2ZGgYAiABKAkSDAoEYXV0aBgDIAEoCSJ/ChROb3RpZmljYXRpb25TZXR0aW5ncxINCgVtdXRlZBgBIAEoCBIQCghsYW5ndWFnZRgCIAEoCRINCgVlbWFpbBgDIAEoCRI3ChJwdXNoX3N1YnNjcmlwdGlvbnMYBCADKAsyGy5tZWVwbGUudjEuUHVzaFN1YnNjcmlwdGlvbiIvCh5HZXROb3RpZmljYXRpb25TZXR0aW5nc1JlcXVlc3QSDQoFdGFibGUYASABKAkihgEKH0dldE5vdGlmaWNhdGlvblNldHRpbmdzUmVzcG9uc2USMQoIc2V0dGluZ3MYASABKAsyHy5tZWVwbGUudjEuTm90aWZpY2F0aW9uU2V0dGluZ3MSFwoPZW1haWxfYXZhaWxhYmxlGAIgASgIEhcKD3B1c2hfcHVibGljX2tleRgDIAEoCSKWAQohVXBkYXRlTm90aWZpY2F0aW9uU2V0dGluZ3NSZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEjEKCHNldHRpbmdzGAIgASgLMh8ubWVlcGxlLnYxLk5vdGlmaWNhdGlvblNldHRpbmdzEi8KC3VwZGF0ZV9tYXNrGAMgASgLMhouZ29vZ2xlLnByb3RvYnVmLkZpZWxkTWFzayJXCiJVcGRhdGVOb3RpZmljYXRpb25TZXR0aW5nc1Jlc3BvbnNlEjEKCHNldHRpbmdzGAEgASgLMh8ubWVlcGxlLnYxLk5vdGlmaWNhdGlvblNldHRpbmdzIl4KGkFkZFB1c2hTdWJzY3JpcHRpb25SZXF1ZXN0Eg0KBXRhYmxlGAEgASgJEjEKDHN1YnNjcmlwdGlvbhgCIAEoCzIbLm1lZXBsZS52MS5QdXNoU3Vic2NyaXB0aW9uIlAKG0FkZFB1c2hTdWJzY3JpcHRpb25SZXNwb25zZRIxCghzZXR0aW5ncxgBIAEoCzIfLm1lZXBsZS52MS5Ob3RpZmljYXRpb25TZXR0aW5ncyJACh1EZWxldGVQdXNoU3Vic2NyaXB0aW9uUmVxdWVzdBINCgV0YWJsZRgBIAEoCRIQCghlbmRwb2ludBgCIAEoCSJTCh5EZWxldGVQdXNoU3Vic2NyaXB0aW9uUmVzcG9uc2USMQoIc2V0dGluZ3MYASABKAsyHy5tZWVwbGUudjEuTm90aWZpY2F0aW9uU2V0dGluZ3MqbgoPVGFibGVWaXNpYmlsaXR5EiAKHFRBQkxFX1ZJU0lCSUxJVFlfVU5TUEVDSUZJRUQQABIcChhUQUJMRV9WSVNJQklMSVRZX1BSSVZBVEUQARIbChdUQUJMRV9WSVNJQklMSVRZX1BVQkxJQxACMq8RCgtHYW1lU2VydmljZRJGCglMaXN0R2FtZXMSGy5tZWVwbGUudjEuTGlzdEdhbWVzUmVxdWVzdBocLm1lZXBsZS52MS5MaXN0R2FtZXNSZXNwb25zZRJMCgtDcmVhdGVUYWJsZRIdLm1lZXBsZS52MS5DcmVhdGVUYWJsZVJlcXVlc3QaHi5tZWVwbGUudjEuQ3JlYXRlVGFibGVSZXNwb25zZRJDCghHZXRUYWJsZRIaLm1lZXBsZS52MS5HZXRUYWJsZVJlcXVlc3QaGy5tZWVwbGUudjEuR2V0VGFibGVSZXNwb25zZRJPCgxQcmV2aWV3VGFibGUSHi5tZWVwbGUudjEuUHJldmlld1RhYmxlUmVxdWVzdBofLm1lZXBsZS52MS5QcmV2aWV3VGFibGVSZXNwb25zZRJJCgpMaXN0VGFibGVzEhwubWVlcGxlLnYxLkxpc3RUYWJsZXNSZXF1ZXN0Gh0ubWVlcGxlLnYxLkxpc3RUYWJsZXNSZXNwb25zZRJGCglKb2luVGFibGUSGy5tZWVwbGUudjEuSm9pblRhYmxlUmVxdWVzdBocLm1lZXBsZS52MS5Kb2luVGFibGVSZXNwb25zZRJJCgpMZWF2ZVRhYmxlEhwubWVlcGxlLnYxLkxlYXZlVGFibGVSZXF1ZXN0Gh0ubWVlcGxlLnYxLkxlYXZlVGFibGVSZXNwb25zZRI9CgZBZGRCb3QSGC5tZWVwbGUudjEuQWRkQm90UmVxdWVzdBoZLm1lZXBsZS52MS5BZGRCb3RSZXNwb25zZRJDCghGcmVlU2VhdBIaLm1lZXBsZS52MS5GcmVlU2VhdFJlcXVlc3QaGy5tZWVwbGUudjEuRnJlZVNlYXRSZXNwb25zZRJMCgtSZWNsYWltU2VhdBIdLm1lZXBsZS52MS5SZWNsYWltU2VhdFJlcXVlc3QaHi5tZWVwbGUudjEuUmVjbGFpbVNlYXRSZXNwb25zZRJPCgxBYmFuZG9uVGFibGUSHi5tZWVwbGUudjEuQWJhbmRvblRhYmxlUmVxdWVzdBofLm1lZXBsZS52MS5BYmFuZG9uVGFibGVSZXNwb25zZRJPCgxBZHZhbmNlQ2xvY2sSHi5tZWVwbGUudjEuQWR2YW5jZUNsb2NrUmVxdWVzdBofLm1lZXBsZS52MS5BZHZhbmNlQ2xvY2tSZXNwb25zZRJJCgpTdGFydFRhYmxlEhwubWVlcGxlLnYxLlN0YXJ0VGFibGVSZXF1ZXN0Gh0ubWVlcGxlLnYxLlN0YXJ0VGFibGVSZXNwb25zZRJACgdHZXRWaWV3EhkubWVlcGxlLnYxLkdldFZpZXdSZXF1ZXN0GhoubWVlcGxlLnYxLkdldFZpZXdSZXNwb25zZRJbChBMaXN0TGVnYWxBY3Rpb25zEiIubWVlcGxlLnYxLkxpc3RMZWdhbEFjdGlvbnNSZXF1ZXN0GiMubWVlcGxlLnYxLkxpc3RMZWdhbEFjdGlvbnNSZXNwb25zZRJVCg5WYWxpZGF0ZUFjdGlvbhIgLm1lZXBsZS52MS5WYWxpZGF0ZUFjdGlvblJlcXVlc3QaIS5tZWVwbGUudjEuVmFsaWRhdGVBY3Rpb25SZXNwb25zZRJPCgxTdWJtaXRBY3Rpb24SHi5tZWVwbGUudjEuU3VibWl0QWN0aW9uUmVxdWVzdBofLm1lZXBsZS52MS5TdWJtaXRBY3Rpb25SZXNwb25zZRJJCgpVbmRvQWN0aW9uEhwubWVlcGxlLnYxLlVuZG9BY3Rpb25SZXF1ZXN0Gh0ubWVlcGxlLnYxLlVuZG9BY3Rpb25SZXNwb25zZRJLCgpXYXRjaFRhYmxlEhwubWVlcGxlLnYxLldhdGNoVGFibGVSZXF1ZXN0Gh0ubWVlcGxlLnYxLldhdGNoVGFibGVSZXNwb25zZTABEkkKCkxpc3RFdmVudHMSHC5tZWVwbGUudjEuTGlzdEV2ZW50c1JlcXVlc3QaHS5tZWVwbGUudjEuTGlzdEV2ZW50c1Jlc3BvbnNlEk8KDFJlcGxheVJlY29yZBIeLm1lZXBsZS52MS5SZXBsYXlSZWNvcmRSZXF1ZXN0Gh8ubWVlcGxlLnYxLlJlcGxheVJlY29yZFJlc3BvbnNlEnAKF0dldE5vdGlmaWNhdGlvblNldHRpbmdzEikubWVlcGxlLnYxLkdldE5vdGlmaWNhdGlvblNldHRpbmdzUmVxdWVzdBoqLm1lZXBsZS52MS5HZXROb3RpZmljYXRpb25TZXR0aW5nc1Jlc3BvbnNlEnkKGlVwZGF0ZU5vdGlmaWNhdGlvblNldHRpbmdzEiwubWVlcGxlLnYxLlVwZGF0ZU5vdGlmaWNhdGlvblNldHRpbmdzUmVxdWVzdBotLm1lZXBsZS52MS5VcGRhdGVOb3RpZmljYXRpb25TZXR0aW5nc1Jlc3BvbnNlEmQKE0FkZFB1c2hTdWJzY3JpcHRpb24SJS5tZWVwbGUudjEuQWRkUHVzaFN1YnNjcmlwdGlvblJlcXVlc3QaJi5tZWVwbGUudjEuQWRkUHVzaFN1YnNjcmlwdGlvblJlc3BvbnNlEm0KFkRlbGV0ZVB1c2hTdWJzY3JpcHRpb24SKC5tZWVwbGUudjEuRGVsZXRlUHVzaFN1YnNjcmlwdGlvblJlcXVlc3QaKS5tZWVwbGUudjEuRGVsZXRlUHVzaFN1YnNjcmlwdGlvblJlc3BvbnNlElIKDVJlcXVlc3RSZXZpZXcSHy5tZWVwbGUudjEuUmVxdWVzdFJldmlld1JlcXVlc3QaIC5tZWVwbGUudjEuUmVxdWVzdFJldmlld1Jlc3BvbnNlEkYKCUdldFJldmlldxIbLm1lZXBsZS52MS5HZXRSZXZpZXdSZXF1ZXN0GhwubWVlcGxlLnYxLkdldFJldmlld1Jlc3BvbnNlQjQKDWRldi5tZWVwbGUudjFQAVohbWVlcGxlLmRldi9nZW4vbWVlcGxlL3YxO21lZXBsZXYxYgZwcm90bzM",[er,kn,hi,ai,rl]);var al=Y(Ae,2),Nf=P(Ae,2,0),U=H(Nf);var If=P(Ae,6,0),we=H(If),Rf=P(Ae,6,1),it=H(Rf),Vf=P(Ae,6,2),Rr=H(Vf);var Vr=Y(Ae,10);var Zf=P(Ae,59,0),_n=H(Zf);var Tf=P(Ae,60,0),On=H(Tf);var $f=P(Ae,0),sl=H($f),il=Xi(Ae,0);var Bf=D("Ch5nb29nbGUvcnBjL2Vycm9yX2RldGFpbHMucHJvdG8SCmdvb2dsZS5ycGMikwEKCUVycm9ySW5mbxIOCgZyZWFzb24YASABKAkSDgoGZG9tYWluGAIgASgJEjUKCG1ldGFkYXRhGAMgAygLMiMuZ29vZ2xlLnJwYy5FcnJvckluZm8uTWV0YWRhdGFFbnRyeRovCg1NZXRhZGF0YUVudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAEiOwoJUmV0cnlJbmZvEi4KC3JldHJ5X2RlbGF5GAEgASgLMhkuZ29vZ2xlLnByb3RvYnVmLkR1cmF0aW9uIjIKCURlYnVnSW5mbxIVCg1zdGFja19lbnRyaWVzGAEgAygJEg4KBmRldGFpbBgCIAEoCSKPAwoMUXVvdGFGYWlsdXJlEjYKCnZpb2xhdGlvbnMYASADKAsyIi5nb29nbGUucnBjLlF1b3RhRmFpbHVyZS5WaW9sYXRpb24axgIKCVZpb2xhdGlvbhIPCgdzdWJqZWN0GAEgASgJEhMKC2Rlc2NyaXB0aW9uGAIgASgJEhMKC2FwaV9zZXJ2aWNlGAMgASgJEhQKDHF1b3RhX21ldHJpYxgEIAEoCRIQCghxdW90YV9pZBgFIAEoCRJRChBxdW90YV9kaW1lbnNpb25zGAYgAygLMjcuZ29vZ2xlLnJwYy5RdW90YUZhaWx1cmUuVmlvbGF0aW9uLlF1b3RhRGltZW5zaW9uc0VudHJ5EhMKC3F1b3RhX3ZhbHVlGAcgASgDEh8KEmZ1dHVyZV9xdW90YV92YWx1ZRgIIAEoA0gAiAEBGjYKFFF1b3RhRGltZW5zaW9uc0VudHJ5EgsKA2tleRgBIAEoCRINCgV2YWx1ZRgCIAEoCToCOAFCFQoTX2Z1dHVyZV9xdW90YV92YWx1ZSKVAQoTUHJlY29uZGl0aW9uRmFpbHVyZRI9Cgp2aW9sYXRpb25zGAEgAygLMikuZ29vZ2xlLnJwYy5QcmVjb25kaXRpb25GYWlsdXJlLlZpb2xhdGlvbho/CglWaW9sYXRpb24SDAoEdHlwZRgBIAEoCRIPCgdzdWJqZWN0GAIgASgJEhMKC2Rlc2NyaXB0aW9uGAMgASgJIswBCgpCYWRSZXF1ZXN0Ej8KEGZpZWxkX3Zpb2xhdGlvbnMYASADKAsyJS5nb29nbGUucnBjLkJhZFJlcXVlc3QuRmllbGRWaW9sYXRpb24afQoORmllbGRWaW9sYXRpb24SDQoFZmllbGQYASABKAkSEwoLZGVzY3JpcHRpb24YAiABKAkSDgoGcmVhc29uGAMgASgJEjcKEWxvY2FsaXplZF9tZXNzYWdlGAQgASgLMhwuZ29vZ2xlLnJwYy5Mb2NhbGl6ZWRNZXNzYWdlIjcKC1JlcXVlc3RJbmZvEhIKCnJlcXVlc3RfaWQYASABKAkSFAoMc2VydmluZ19kYXRhGAIgASgJImAKDFJlc291cmNlSW5mbxIVCg1yZXNvdXJjZV90eXBlGAEgASgJEhUKDXJlc291cmNlX25hbWUYAiABKAkSDQoFb3duZXIYAyABKAkSEwoLZGVzY3JpcHRpb24YBCABKAkiVgoESGVscBIkCgVsaW5rcxgBIAMoCzIVLmdvb2dsZS5ycGMuSGVscC5MaW5rGigKBExpbmsSEwoLZGVzY3JpcHRpb24YASABKAkSCwoDdXJsGAIgASgJIjMKEExvY2FsaXplZE1lc3NhZ2USDgoGbG9jYWxlGAEgASgJEg8KB21lc3NhZ2UYAiABKAlCbAoOY29tLmdvb2dsZS5ycGNCEUVycm9yRGV0YWlsc1Byb3RvUAFaP2dvb2dsZS5nb2xhbmcub3JnL2dlbnByb3RvL2dvb2dsZWFwaXMvcnBjL2VycmRldGFpbHM7ZXJyZGV0YWlsc6ICA1JQQ2IGcHJvdG8z",[kn]),ll=Y(Bf,0);var Lf=Ir({baseUrl:location.origin,useBinaryFormat:!0}),N=yr(il,Lf);function M(e){return e?{headers:{authorization:`Bearer ${e}`}}:{}}function ee(){return crypto.randomUUID()}function Ut(){let e=crypto.getRandomValues(new Uint8Array(32));return btoa(String.fromCharCode(...e)).replace(/\+/g,"-").replace(/\//g,"_").replace(/=+$/,"")}async function Ft(e){for(let t=0;;t+=1)try{return await e()}catch(n){let{err:o}=te(n);if(t>=3||![A.Unavailable,A.Unknown,A.DeadlineExceeded].includes(o.code))throw n;await new Promise(r=>setTimeout(r,400*2**t))}}function cl(e){return`error-${e.toLowerCase().replace(/_/g,"-")}`}function te(e){let t=$.from(e),n=t.findDetails(ll)[0];return{err:t,reason:n?n.reason:"",metadata:n?n.metadata:{}}}function T(e){let{err:t,reason:n}=te(e);if(n&&nn(cl(n)))return c(cl(n));if(lt(e))return c("error-unreachable");let o=t.rawMessage||n||String(t.code);return c("error-other",{message:o.charAt(0).toUpperCase()+o.slice(1)+(o.endsWith(".")?"":".")})}function lt(e){let{err:t,reason:n}=te(e);return!n&&[A.Unavailable,A.Unknown,A.DeadlineExceeded].includes(t.code)}var Zr="http://www.w3.org/2000/svg";function ul(e,t,n){for(let[o,r]of Object.entries(t||{}))r==null||r===!1||(o.startsWith("on")?e.addEventListener(o.slice(2),r):o==="class"?e.setAttribute("class",r):e.setAttribute(o,r===!0?"":String(r)));for(let o of n.flat(1/0)){if(o==null||o===!1)continue;let r=typeof o=="number"||typeof o=="bigint"?R(o,{useGrouping:!1}):String(o);e.append(o instanceof Node?o:document.createTextNode(r))}return e}function u(e,t,...n){return ul(document.createElement(e),t,n)}function W(e,t,...n){return ul(document.createElementNS(Zr,e),t,n)}var dl=new Map;function Mf(e){for(let t of e.querySelectorAll("text, tspan"))for(let n of t.childNodes)n.nodeType===Node.TEXT_NODE&&/[0-9]/.test(n.textContent)&&(n.textContent=n.textContent.replace(/[0-9]+/g,o=>R(Number(o))))}function Yt(e){let t=`${ue()}
${e}`,n=dl.get(t);if(!n){let o=new DOMParser().parseFromString(`<svg xmlns="${Zr}">${e}</svg>`,"image/svg+xml");n=document.createElementNS(Zr,"g");for(let r of[...o.documentElement.childNodes])n.append(document.importNode(r,!0));Mf(n),dl.set(t,n)}return n.cloneNode(!0)}function _(e,...t){e.replaceChildren(...t.flat().filter(Boolean))}var fl="meeple.tables.v1";function Tr(){try{return JSON.parse(localStorage.getItem(fl)||"{}")}catch{return{}}}function hl(){return Tr()}function Dn(e){return Tr()[e]||null}function Te(e,t){let n=Tr();return n[e]={...n[e]||{},...t},localStorage.setItem(fl,JSON.stringify(n)),n[e]}var $r=new TextEncoder;function ct(e){return[...e].map(t=>t.toString(16).padStart(2,"0")).join("")}function pl(e){return new Uint8Array([e>>>24&255,e>>>16&255,e>>>8&255,e&255])}function Gf(e){let t=new Uint8Array(e.reduce((o,r)=>o+r.length,0)),n=0;for(let o of e)t.set(o,n),n+=o.length;return t}async function ml(e){return new Uint8Array(await crypto.subtle.digest("SHA-256",Gf(e)))}var Br=new Uint8Array([0]);async function bl(e){let t=e.fairness,n=await ml([$r.encode("meeple/seed-commitment/v1"),Br,$r.encode(e.name),Br,t.serverSecret]),o=e.seats.flatMap(a=>[pl(a.entropy.length),a.entropy]),r=await ml([$r.encode("meeple/seed/v1"),Br,t.serverSecret,pl(e.seats.length),...o]);return{commitment:ct(n)===ct(t.commitment),seed:ct(r)===ct(t.seed)}}function Kn(){return crypto.getRandomValues(new Uint8Array(32))}var Jn=["beginner","easy","medium","hard","expert"];function Cf(e){let t=`bot-name-${e.kind}`;return nn(t)?c(`bot-name-${e.kind}`,{level:e.level}):null}function Lr(e){return!e||e.player!==it.BOT||e.absent||!e.bot?null:Cf(e.bot)}function gl(e){return Lr(e)??e.displayName}function ke(e,t,n,o=null){document.title=c("app-page-title",{page:t}),_(e,u("section",{class:"card error-page",id:"bad-link"},u("h1",{},t),u("p",{role:"alert"},n),o,u("p",{},u("a",{href:"/"},c("invite-start-new")))))}function Mr(e,t,n){history.replaceState(null,"",`/t/${t}`),ke(e,c("invite-broken-heading"),c(`invite-broken-${n}`),["full","started"].includes(n)?u("p",{class:"muted"},c("invite-watch-instead")):null),document.getElementById("bad-link").dataset.why=n}function Uf(e){let t=e.seats.filter(n=>n.state===we.EMPTY).length;return e.state===U.FINISHED?"over":e.state===U.ABANDONED?"abandoned":t?"":e.state===U.WAITING?"full":"started"}async function yl(e,t,n,o){let r=`tables/${t}`;document.title=c("invite-title"),_(e,u("p",{class:"muted"},c("invite-loading")));let a;try{a=(await N.previewTable({name:r,inviteToken:n})).preview}catch(i){Mr(e,t,lt(i)?"unreachable":"bad");return}let s=Uf(a);if(s){Mr(e,t,s);return}Yf(e,t,r,n,a,o)}function Ff(e){let t=Pe(e.game,e.gameDisplayName||e.game.split("/")[1]),n=e.seats.filter(r=>r.state===we.EMPTY).length,o=[...Object.entries(e.options).map(([r,a])=>[{name:r,service:!1},a]),...Object.entries(e.serviceOptions).map(([r,a])=>[{name:r,service:!0},a])].map(([r,a])=>[on(e.game,r),yt(e.game,r,a)]);return[u("p",{class:"lead",id:"invite-game"},e.hostDisplayName?c("invite-game-by-host",{host:e.hostDisplayName,game:t}):c("invite-game",{game:t})),e.displayName?u("p",{class:"muted"},c("invite-table-name",{name:e.displayName})):null,u("h2",{},c("invite-seats")),u("ul",{class:"seats",id:"invite-seats"},e.seats.map(r=>u("li",{class:"seat","data-seat":r.index,"data-free":String(r.state===we.EMPTY)},r.state===we.EMPTY?c("invite-seat-free"):Lr(r)??(r.player===it.BOT?c("invite-seat-bot",{name:r.displayName}):r.displayName)))),u("p",{id:"invite-free"},c("invite-free-count",{count:n})),o.length?u("details",{class:"invite-options"},u("summary",{},c("invite-options")),u("dl",{id:"invite-options"},o.flatMap(([r,a])=>[u("dt",{},r),u("dd",{},a)]))):null]}function Yf(e,t,n,o,r,a){let s=u("input",{id:"name",required:!0,maxlength:40,autocomplete:"nickname",placeholder:c("invite-name-example")}),i=u("p",{class:"status",role:"status"}),l=u("form",{class:"card join",id:"join"},u("h1",{},c("invite-heading")),Ff(r),u("label",{},c("invite-your-name"),s),u("button",{type:"submit",class:"primary",id:"take-seat"},c("invite-take-seat")),i);l.addEventListener("submit",async d=>{d.preventDefault(),i.textContent=c("invite-taking-seat");try{let f={table:n,inviteToken:o,displayName:s.value.trim(),requestId:ee(),seatCredential:Ut(),entropy:Kn()},p=await Ft(()=>N.joinTable(f)),y=Te(t,{seat:p.seat,credential:p.seatCredential,name:s.value.trim()});history.replaceState(null,"",`/t/${t}`),a(y)}catch(f){let{reason:p}=te(f),y={TABLE_NOT_FOUND:"bad",TABLE_FULL:"full",TABLE_NOT_WAITING:"started"};y[p]?Mr(e,t,y[p]):(i.textContent=T(f),i.setAttribute("role","alert"))}}),_(e,l),s.focus()}function wl(e,{onChange:t=()=>location.reload()}={}){let n=document.createElement("select");n.id="language",n.className="language-select";for(let r of Ge){let a=document.createElement("option");a.value=r,a.lang=r,a.textContent=c(`language-name-${r}`),a.selected=r===ue(),n.append(a)}let o=document.createElement("label");return o.className="language-switch",o.htmlFor="language",o.textContent=c("language-switch"),n.addEventListener("change",()=>{tn(n.value,{persist:!0}),t(n.value)}),e.setAttribute("aria-label",c("language-switch")),e.replaceChildren(o,n),n}var kl=null;function jn(e){let t=Math.max(0,Math.ceil(e/1e3)),n={minimumIntegerDigits:2},o=t%60;if(t>=3600){let r=Math.floor(t/60)%60;return`${R(Math.floor(t/3600))}:${R(r,n)}:${R(o,n)}`}return`${R(Math.floor(t/60))}:${R(o,n)}`}function El(){let e=Date.now();for(let t of document.querySelectorAll("[data-deadline]")){let n=Number(t.dataset.deadline)-e;t.textContent=jn(n),t.dataset.low=String(n<1e4)}}function vl(){El(),kl||(kl=setInterval(El,250))}function dt(e){return Number(e.seconds)*1e3+Math.floor(e.nanos/1e6)}var Qn=3600*1e3;function Wf(e){return new Intl.DateTimeFormat(ue(),{dateStyle:"medium",timeStyle:"short"}).format(new Date(e))}function Xf(e){let t=Math.max(0,Math.floor(e/Qn));return{days:Math.floor(t/24),hours:t%24}}function Sl(e){let{table:t,view:n}=e;if(e.mySeat===null||t.state!==U.ACTIVE||n.currentSeat!==e.mySeat)return null;let o=t.turnClock,r=o&&o.seat===e.mySeat,a=r&&o.turnStart?dt(o.turnStart):dt(t.updateTime),s=r&&o.deadline?dt(o.deadline)-Date.now():null;if(!(s!==null&&s>=Qn)&&Date.now()-a<Qn)return null;let i=[u("span",{id:"move-since"},c("slow-your-move-since",{since:Wf(a)}))];if(s!==null&&s>=Qn){let{days:l,hours:d}=Xf(s);i.push(u("span",{id:"time-left"},l?c("slow-time-left",{days:l,hours:d}):c("slow-time-left-hours",{hours:d})))}return u("p",{class:"slow-status",id:"slow-status"},...i)}var _f=[["off","lobby-clock-off",{turn_timer:"off"}],["real-time","lobby-clock-real-time",{turn_timer:"per_turn",turn_seconds:"60",bank_seconds:"600"}],["minutes","lobby-clock-minutes",{turn_timer:"per_turn",turn_seconds:"300",bank_seconds:"3600"}],["day","lobby-clock-day",{turn_timer:"per_turn",turn_seconds:"86400",bank_seconds:"1209600"}],["three-days","lobby-clock-three-days",{turn_timer:"per_turn",turn_seconds:"259200",bank_seconds:"2592000"}]];function Al(e,t){let n=Object.fromEntries(e.options.map(a=>[a.name,a.choices])),o=_f.filter(([,,a])=>Object.entries(a).every(([s,i])=>(n[s]||[]).includes(i)));if(o.length<2)return null;let r=u("select",{id:"clock",name:"clock"},o.map(([a,s])=>u("option",{value:a},c(s))));return r.addEventListener("change",()=>{let a=o.find(([s])=>s===r.value)[2];for(let[s,i]of Object.entries(a)){let l=t.querySelector(`#option-${s}`);l&&(l.value=i)}}),u("label",{},c("lobby-clock"),r)}function xl(){let e=Object.entries(hl()).filter(([,n])=>n.credential||n.host).reverse().slice(0,20);if(!e.length)return null;let t=u("ul",{class:"my-tables",id:"my-tables"});for(let[n,o]of e){let r=u("span",{class:"my-table-status"}),a=u("span",{class:"my-table-game"}),s=u("li",{"data-table":n},u("a",{href:`/t/${n}`},a)," ",r);t.append(s),Of(n,o,a,r,s)}return u("section",{class:"card lobby-tables"},u("h2",{},c("lobby-my-tables")),t)}async function Of(e,t,n,o,r){let a=`tables/${e}`,s=t.credential||t.host;try{let[{table:i},{view:l}]=await Promise.all([N.getTable({name:a},M(s)),N.getView({table:a},M(s))]),d=Pe(i.game.split("/")[1]);n.textContent=i.displayName?c("lobby-my-table-title",{game:d,table:i.displayName}):d;let f;if(i.state===U.WAITING)f=c("lobby-my-table-not-started");else if(i.state!==U.ACTIVE)f=c("lobby-my-table-over");else if(t.credential&&l.currentSeat===t.seat)f=c("lobby-my-table-your-move"),r.dataset.yourMove="true";else{let p=i.seats[l.currentSeat];f=c("lobby-my-table-waiting-for",{name:p?p.displayName:""})}o.textContent=f}catch{n.textContent=e,o.textContent=c("lobby-my-table-gone")}}var Df=[["","lobby-player-person"],...Jn.map(e=>[e,`lobby-player-${e}`]),["random","lobby-player-random"],["greedy","lobby-player-greedy"],["search","lobby-player-search"]];async function Nl(e){document.title=c("lobby-title"),_(e,u("p",{class:"muted"},c("lobby-loading")));let t;try{t=(await N.listGames({})).games}catch(b){_(e,u("section",{class:"card error-page"},u("h1",{},c("lobby-cannot-open")),u("p",{role:"alert"},T(b))));return}let n=u("form",{class:"card lobby",id:"lobby"}),o=u("select",{id:"game",name:"game"},t.map(b=>u("option",{value:b.name},Pe(b.name,b.displayName)))),r=u("select",{id:"seats",name:"seats"}),a=u("div",{class:"options"}),s=u("div",{class:"others",id:"other-seats"}),i=u("input",{id:"name",name:"name",required:!0,maxlength:40,autocomplete:"nickname",placeholder:c("lobby-name-example")}),l=u("input",{type:"checkbox",id:"auto-start"}),d=u("p",{class:"status",role:"status"}),f=u("div",{class:"clock-presets"});function p(){return t.find(b=>b.name===o.value)}function y(){let b=p();_(r,...Array.from({length:b.maxPlayers-b.minPlayers+1},(w,S)=>{let v=b.minPlayers+S;return u("option",{value:v},c("lobby-seat-count",{count:v}))})),_(a,...b.options.map(w=>{let S=u("select",{id:`option-${w.name}`,"data-option":w.name},w.choices.map(v=>u("option",{value:v,selected:v===w.defaultValue},v===w.defaultValue?c("lobby-option-default",{value:yt(b.name,w,v)}):yt(b.name,w,v))));return u("label",{class:"option"},u("span",{class:"option-name"},on(b.name,w)),S,u("small",{class:"muted"},Va(b.name,w)))}))}function m(){let b=Number(r.value),w=Array.from(s.querySelectorAll("select"),S=>S.value);_(s,...Array.from({length:b-1},(S,v)=>{let x=u("select",{id:`seat-${v+1}`,"data-seat":v+1},Df.map(([B,G])=>u("option",{value:B,selected:B===(w[v]||"")},c(G))));return u("label",{class:"option"},u("span",{class:"option-name"},c("lobby-seat-number",{number:v+2})),x)}))}function g(){_(f,Al(p(),a))}o.addEventListener("change",()=>{y(),m(),g()}),r.addEventListener("change",m),y(),m(),g(),n.append(u("h1",{},c("lobby-heading")),u("p",{class:"muted"},c("lobby-intro")),u("label",{},c("lobby-game"),o),u("label",{},c("lobby-seats"),r),f,u("fieldset",{class:"other-seats"},u("legend",{},c("lobby-other-seats")),s),u("details",{class:"table-options"},u("summary",{},c("lobby-table-options")),a),u("label",{},c("lobby-your-name"),i),u("label",{class:"check"},l,c("lobby-auto-start")),u("button",{type:"submit",id:"create",class:"primary"},c("lobby-create")),d,u("p",{class:"muted"},u("a",{href:"/replay",id:"open-record"},c("record-open")))),n.addEventListener("submit",async b=>{b.preventDefault(),d.textContent=c("lobby-creating");let w={};for(let v of a.querySelectorAll("select"))w[v.dataset.option]=v.value;let S={};for(let v of s.querySelectorAll("select"))v.value&&(S[Number(v.dataset.seat)]={kind:v.value,level:0});try{let v={game:o.value,seatCount:Number(r.value),options:w,visibility:sl.PRIVATE,autoStart:l.checked,displayName:c("lobby-table-label",{name:i.value.trim()}).replace(/[\u2068\u2069]/g,""),hostDisplayName:i.value.trim(),requestId:ee(),hostCredential:Ut(),botSeats:S},x=await Ft(()=>N.createTable(v)),B=x.table.name.split("/")[1];Te(B,{host:x.hostCredential,invite:x.inviteToken,spectate:x.spectatorToken,inviteUrl:x.inviteUrl,spectatorUrl:x.spectatorUrl});let G={table:x.table.name,inviteToken:x.inviteToken,displayName:i.value.trim(),requestId:ee(),seatCredential:Ut(),entropy:Kn()},re=await Ft(()=>N.joinTable(G));Te(B,{seat:re.seat,credential:re.seatCredential,name:i.value.trim()}),location.assign(`/t/${B}`)}catch(v){d.textContent=T(v),d.setAttribute("role","alert")}}),_(e,xl(),n)}var Jr={};ia(Jr,{burgundy:()=>ch});var $e=D("CiFtZWVwbGUvYnVyZ3VuZHkvdjEvYnVyZ3VuZHkucHJvdG8SEm1lZXBsZS5idXJndW5keS52MSI2CgVEZXBvdBIOCgZudW1iZXIYASABKAUSDgoGc3BhY2VzGAIgAygJEg0KBWdvb2RzGAMgAygFIigKCkVzdGF0ZVRpbGUSDAoEY2VsbBgBIAEoBRIMCgR0aWxlGAIgASgJIkYKCUJvbnVzVGlsZRIqCgZjb2xvdXIYASABKA4yGi5tZWVwbGUuYnVyZ3VuZHkudjEuQ29sb3VyEg0KBWxhcmdlGAIgASgIIhsKClRyYWNrU3BhY2USDQoFc2VhdHMYASADKA0iqgIKBlBsYXllchIMCgRzZWF0GAEgASgNEg0KBXNjb3JlGAIgASgFEg4KBnNpbHZlchgDIAEoBRIPCgd3b3JrZXJzGAQgASgFEg0KBWdvb2RzGAUgAygFEgwKBHNvbGQYBiADKAUSDwoHc3RvcmFnZRgHIAMoCRIuCgZlc3RhdGUYCCADKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuRXN0YXRlVGlsZRIMCgRkaWNlGAkgAygFEhMKC3VudXNlZF9kaWNlGAogAygFEjIKC2JvbnVzX3RpbGVzGAsgAygLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLkJvbnVzVGlsZRIXCg9wb2ludHNfYnlfY2F1c2UYDCADKAUSFAoMZW1wdHlfc3BhY2VzGA0gASgFIigKCVRpbGVDb3VudBIMCgR0aWxlGAEgASgJEg0KBWNvdW50GAIgASgFIsgFCgVTdGF0ZRITCgtudW1fcGxheWVycxgBIAEoBRI3CgdvcHRpb25zGAIgAygLMiYubWVlcGxlLmJ1cmd1bmR5LnYxLlN0YXRlLk9wdGlvbnNFbnRyeRIoCgVzdGFnZRgDIAEoDjIZLm1lZXBsZS5idXJndW5keS52MS5TdGFnZRITCgtjaGFuY2Vfc3RlcBgEIAEoBRINCgVwaGFzZRgFIAEoBRINCgVyb3VuZBgGIAEoBRISCgp0dXJuX29yZGVyGAcgAygNEhIKCnR1cm5faW5kZXgYCCABKAUSEQoJd2hpdGVfZGllGAkgASgFEikKBmRlcG90cxgKIAMoCzIZLm1lZXBsZS5idXJndW5keS52MS5EZXBvdBITCgtyb3VuZF9nb29kcxgLIAMoBRIYChB1bnJldmVhbGVkX2dvb2RzGAwgAygFEjQKDW5vcm1hbF9zdXBwbHkYDSADKAsyHS5tZWVwbGUuYnVyZ3VuZHkudjEuVGlsZUNvdW50EjMKDGJsYWNrX3N1cHBseRgOIAMoCzIdLm1lZXBsZS5idXJndW5keS52MS5UaWxlQ291bnQSGQoRdGlsZXNfb3V0X29mX2dhbWUYDyABKAUSKwoHcGxheWVycxgQIAMoCzIaLm1lZXBsZS5idXJndW5keS52MS5QbGF5ZXISLQoFdHJhY2sYESADKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuVHJhY2tTcGFjZRI5Cg5wZW5kaW5nX2VmZmVjdBgSIAEoDjIhLm1lZXBsZS5idXJndW5keS52MS5QZW5kaW5nRWZmZWN0EhgKEGJvdWdodF90aGlzX3R1cm4YEyABKAgSGAoQcGVuZGluZ19kZWNpc2lvbhgUIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASKYBQoEVmlldxIRCgRzZWF0GAEgASgNSACIAQESEwoLbnVtX3BsYXllcnMYAiABKAUSNgoHb3B0aW9ucxgDIAMoCzIlLm1lZXBsZS5idXJndW5keS52MS5WaWV3Lk9wdGlvbnNFbnRyeRIoCgVzdGFnZRgEIAEoDjIZLm1lZXBsZS5idXJndW5keS52MS5TdGFnZRINCgVwaGFzZRgFIAEoBRINCgVyb3VuZBgGIAEoBRISCgp0dXJuX29yZGVyGAcgAygNEhkKDGN1cnJlbnRfc2VhdBgIIAEoDUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YCSABKAkSEQoJd2hpdGVfZGllGAogASgFEikKBmRlcG90cxgLIAMoCzIZLm1lZXBsZS5idXJndW5keS52MS5EZXBvdBITCgtyb3VuZF9nb29kcxgMIAMoBRIrCgdwbGF5ZXJzGA0gAygLMhoubWVlcGxlLmJ1cmd1bmR5LnYxLlBsYXllchItCgV0cmFjaxgOIAMoCzIeLm1lZXBsZS5idXJndW5keS52MS5UcmFja1NwYWNlEjkKDnBlbmRpbmdfZWZmZWN0GA8gASgOMiEubWVlcGxlLmJ1cmd1bmR5LnYxLlBlbmRpbmdFZmZlY3QSGAoQYm91Z2h0X3RoaXNfdHVybhgQIAEoCBIbChNub3JtYWxfc3VwcGx5X2NvdW50GBEgASgFEhoKEmJsYWNrX3N1cHBseV9jb3VudBgSIAEoBRIYChBib251c190aWxlc19sZWZ0GBMgAygFGi4KDE9wdGlvbnNFbnRyeRILCgNrZXkYASABKAkSDQoFdmFsdWUYAiABKAk6AjgBQgcKBV9zZWF0Qg8KDV9jdXJyZW50X3NlYXQiXAoOVGFrZVRpbGVBY3Rpb24SCwoDZGllGAEgASgFEg8KB3dvcmtlcnMYAiABKAUSDQoFZGVwb3QYAyABKAUSDAoEdGlsZRgEIAEoCRIPCgdkaXNjYXJkGAUgASgJIksKD1BsYWNlVGlsZUFjdGlvbhILCgNkaWUYASABKAUSDwoHd29ya2VycxgCIAEoBRIMCgR0aWxlGAMgASgJEgwKBGNlbGwYBCABKAUiPgoPU2VsbEdvb2RzQWN0aW9uEgsKA2RpZRgBIAEoBRIPCgd3b3JrZXJzGAIgASgFEg0KBWdvb2RzGAMgASgFIiAKEVRha2VXb3JrZXJzQWN0aW9uEgsKA2RpZRgBIAEoBSJrCg1CdXlUaWxlQWN0aW9uEg0KBWRlcG90GAEgASgFEgwKBHRpbGUYAiABKAkSLAoHcGF5bWVudBgDIAEoDjIbLm1lZXBsZS5idXJndW5keS52MS5QYXltZW50Eg8KB2Rpc2NhcmQYBCABKAkiRQoPU2hpcEdvb2RzQWN0aW9uEg0KBWRlcG90GAEgASgFEhQKDHNlY29uZF9kZXBvdBgCIAEoBRINCgVnb29kcxgDIAMoBSIPCg1FbmRUdXJuQWN0aW9uIhUKE0RlY2xpbmVFZmZlY3RBY3Rpb24i7AMKBkFjdGlvbhI3Cgl0YWtlX3RpbGUYASABKAsyIi5tZWVwbGUuYnVyZ3VuZHkudjEuVGFrZVRpbGVBY3Rpb25IABI5CgpwbGFjZV90aWxlGAIgASgLMiMubWVlcGxlLmJ1cmd1bmR5LnYxLlBsYWNlVGlsZUFjdGlvbkgAEjkKCnNlbGxfZ29vZHMYAyABKAsyIy5tZWVwbGUuYnVyZ3VuZHkudjEuU2VsbEdvb2RzQWN0aW9uSAASPQoMdGFrZV93b3JrZXJzGAQgASgLMiUubWVlcGxlLmJ1cmd1bmR5LnYxLlRha2VXb3JrZXJzQWN0aW9uSAASNQoIYnV5X3RpbGUYBSABKAsyIS5tZWVwbGUuYnVyZ3VuZHkudjEuQnV5VGlsZUFjdGlvbkgAEjkKCnNoaXBfZ29vZHMYBiABKAsyIy5tZWVwbGUuYnVyZ3VuZHkudjEuU2hpcEdvb2RzQWN0aW9uSAASNQoIZW5kX3R1cm4YByABKAsyIS5tZWVwbGUuYnVyZ3VuZHkudjEuRW5kVHVybkFjdGlvbkgAEkEKDmRlY2xpbmVfZWZmZWN0GAggASgLMicubWVlcGxlLmJ1cmd1bmR5LnYxLkRlY2xpbmVFZmZlY3RBY3Rpb25IAEIICgZhY3Rpb24iHgoOU3RhcnRTZWF0RHJhd24SDAoEc2VhdBgBIAEoDSI6Cg1Hb29kc1JldmVhbGVkEhEKBHNlYXQYASABKA1IAIgBARINCgVnb29kcxgCIAEoBUIHCgVfc2VhdCI0CgxQaGFzZVN0YXJ0ZWQSDQoFcGhhc2UYASABKAUSFQoNdGlsZXNfcmVtb3ZlZBgCIAEoBSI5CgtEZXBvdEZpbGxlZBINCgVkZXBvdBgBIAEoBRINCgVzcGFjZRgCIAEoBRIMCgR0aWxlGAMgASgJIkAKDFJvdW5kU3RhcnRlZBINCgVwaGFzZRgBIAEoBRINCgVyb3VuZBgCIAEoBRISCgp0dXJuX29yZGVyGAMgAygNIjYKCURpZVJvbGxlZBIRCgRzZWF0GAEgASgNSACIAQESDQoFdmFsdWUYAiABKAVCBwoFX3NlYXQiKwoLR29vZHNQbGFjZWQSDQoFZGVwb3QYASABKAUSDQoFZ29vZHMYAiABKAUiGwoLVHVyblN0YXJ0ZWQSDAoEc2VhdBgBIAEoDSI5CgtXb3JrZXJzUGFpZBIMCgRzZWF0GAEgASgNEgsKA2RpZRgCIAEoBRIPCgd3b3JrZXJzGAMgASgFIocBCglUaWxlVGFrZW4SDAoEc2VhdBgBIAEoDRINCgVkZXBvdBgCIAEoBRIMCgR0aWxlGAMgASgJEhEKCWRpc2NhcmRlZBgEIAEoCRIOCgZib3VnaHQYBSABKAgSLAoHcGF5bWVudBgGIAEoDjIbLm1lZXBsZS5idXJndW5keS52MS5QYXltZW50IjYKClRpbGVQbGFjZWQSDAoEc2VhdBgBIAEoDRIMCgR0aWxlGAIgASgJEgwKBGNlbGwYAyABKAUiWAoJR29vZHNTb2xkEgwKBHNlYXQYASABKA0SDQoFZ29vZHMYAiABKAUSDQoFY291bnQYAyABKAUSDgoGc2lsdmVyGAQgASgFEg8KB3dvcmtlcnMYBSABKAUiPQoMV29ya2Vyc1Rha2VuEgwKBHNlYXQYASABKA0SDwoHd29ya2VycxgCIAEoBRIOCgZzaWx2ZXIYAyABKAUiRwoKR29vZHNUYWtlbhIMCgRzZWF0GAEgASgNEg0KBWRlcG90GAIgASgFEg0KBWdvb2RzGAMgASgFEg0KBWNvdW50GAQgASgFIiwKDVRyYWNrQWR2YW5jZWQSDAoEc2VhdBgBIAEoDRINCgVzcGFjZRgCIAEoBSJdCg5FZmZlY3RSZXNvbHZlZBIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkSDgoGZGV0YWlsGAMgASgJEg4KBnNpbHZlchgEIAEoBRIPCgd3b3JrZXJzGAUgASgFIsgBCgxQb2ludHNTY29yZWQSDAoEc2VhdBgBIAEoDRIOCgZwb2ludHMYAiABKAUSLQoFY2F1c2UYAyABKA4yHi5tZWVwbGUuYnVyZ3VuZHkudjEuU2NvcmVDYXVzZRIOCgZyZWdpb24YBCABKAUSKgoGY29sb3VyGAUgASgOMhoubWVlcGxlLmJ1cmd1bmR5LnYxLkNvbG91chINCgVsYXJnZRgGIAEoCBIRCglrbm93bGVkZ2UYByABKAUSDQoFdG90YWwYCCABKAUiSwoLUGhhc2VJbmNvbWUSDAoEc2VhdBgBIAEoDRINCgVtaW5lcxgCIAEoBRIOCgZzaWx2ZXIYAyABKAUSDwoHd29ya2VycxgEIAEoBSIZCglUdXJuRW5kZWQSDAoEc2VhdBgBIAEoDSIpCghHYW1lT3ZlchIOCgZzY29yZXMYASADKAUSDQoFcmFua3MYAiADKA0ihwkKBUV2ZW50EjsKDmdvb2RzX3JldmVhbGVkGAEgASgLMiEubWVlcGxlLmJ1cmd1bmR5LnYxLkdvb2RzUmV2ZWFsZWRIABI5Cg1waGFzZV9zdGFydGVkGAIgASgLMiAubWVlcGxlLmJ1cmd1bmR5LnYxLlBoYXNlU3RhcnRlZEgAEjcKDGRlcG90X2ZpbGxlZBgDIAEoCzIfLm1lZXBsZS5idXJndW5keS52MS5EZXBvdEZpbGxlZEgAEjkKDXJvdW5kX3N0YXJ0ZWQYBCABKAsyIC5tZWVwbGUuYnVyZ3VuZHkudjEuUm91bmRTdGFydGVkSAASMwoKZGllX3JvbGxlZBgFIAEoCzIdLm1lZXBsZS5idXJndW5keS52MS5EaWVSb2xsZWRIABI3Cgxnb29kc19wbGFjZWQYBiABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuR29vZHNQbGFjZWRIABI3Cgx0dXJuX3N0YXJ0ZWQYByABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuVHVyblN0YXJ0ZWRIABI3Cgx3b3JrZXJzX3BhaWQYCCABKAsyHy5tZWVwbGUuYnVyZ3VuZHkudjEuV29ya2Vyc1BhaWRIABIzCgp0aWxlX3Rha2VuGAkgASgLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLlRpbGVUYWtlbkgAEjUKC3RpbGVfcGxhY2VkGAogASgLMh4ubWVlcGxlLmJ1cmd1bmR5LnYxLlRpbGVQbGFjZWRIABIzCgpnb29kc19zb2xkGAsgASgLMh0ubWVlcGxlLmJ1cmd1bmR5LnYxLkdvb2RzU29sZEgAEjkKDXdvcmtlcnNfdGFrZW4YDCABKAsyIC5tZWVwbGUuYnVyZ3VuZHkudjEuV29ya2Vyc1Rha2VuSAASNQoLZ29vZHNfdGFrZW4YDSABKAsyHi5tZWVwbGUuYnVyZ3VuZHkudjEuR29vZHNUYWtlbkgAEjsKDnRyYWNrX2FkdmFuY2VkGA4gASgLMiEubWVlcGxlLmJ1cmd1bmR5LnYxLlRyYWNrQWR2YW5jZWRIABI9Cg9lZmZlY3RfcmVzb2x2ZWQYDyABKAsyIi5tZWVwbGUuYnVyZ3VuZHkudjEuRWZmZWN0UmVzb2x2ZWRIABI5Cg1wb2ludHNfc2NvcmVkGBAgASgLMiAubWVlcGxlLmJ1cmd1bmR5LnYxLlBvaW50c1Njb3JlZEgAEjcKDHBoYXNlX2luY29tZRgRIAEoCzIfLm1lZXBsZS5idXJndW5keS52MS5QaGFzZUluY29tZUgAEjMKCnR1cm5fZW5kZWQYEiABKAsyHS5tZWVwbGUuYnVyZ3VuZHkudjEuVHVybkVuZGVkSAASMQoJZ2FtZV9vdmVyGBMgASgLMhwubWVlcGxlLmJ1cmd1bmR5LnYxLkdhbWVPdmVySAASPgoQc3RhcnRfc2VhdF9kcmF3bhgUIAEoCzIiLm1lZXBsZS5idXJndW5keS52MS5TdGFydFNlYXREcmF3bkgAQgcKBWV2ZW50KpQBCgZDb2xvdXISFgoSQ09MT1VSX1VOU1BFQ0lGSUVEEAASEQoNQ09MT1VSX0NBU1RMRRABEhIKDkNPTE9VUl9QQVNUVVJFEAISDwoLQ09MT1VSX1NISVAQAxIPCgtDT0xPVVJfTUlORRAEEhMKD0NPTE9VUl9CVUlMRElORxAFEhQKEENPTE9VUl9LTk9XTEVER0UQBiqSAQoFU3RhZ2USFQoRU1RBR0VfVU5TUEVDSUZJRUQQABIVChFTVEFHRV9TRVRVUF9HT09EUxABEhUKEVNUQUdFX0ZJTExfREVQT1RTEAISDgoKU1RBR0VfUk9MTBADEg4KClNUQUdFX1BMQVkQBBIOCgpTVEFHRV9PVkVSEAUSFAoQU1RBR0VfU1RBUlRfU0VBVBAGKv0BCg1QZW5kaW5nRWZmZWN0Eh4KGlBFTkRJTkdfRUZGRUNUX1VOU1BFQ0lGSUVEEAASFwoTUEVORElOR19FRkZFQ1RfU0hJUBABEhkKFVBFTkRJTkdfRUZGRUNUX0NBU1RMRRACEhwKGFBFTkRJTkdfRUZGRUNUX0NJVFlfSEFMTBADEhwKGFBFTkRJTkdfRUZGRUNUX1dBUkVIT1VTRRAEEhkKFVBFTkRJTkdfRUZGRUNUX01BUktFVBAFEiYKIlBFTkRJTkdfRUZGRUNUX0NBUlBFTlRFUlNfV09SS1NIT1AQBhIZChVQRU5ESU5HX0VGRkVDVF9DSFVSQ0gQBypeCgdQYXltZW50EhcKE1BBWU1FTlRfVU5TUEVDSUZJRUQQABISCg5QQVlNRU5UX1NJTFZFUhABEhMKD1BBWU1FTlRfV09SS0VSUxACEhEKDVBBWU1FTlRfTUlYRUQQAyqdAgoKU2NvcmVDYXVzZRIbChdTQ09SRV9DQVVTRV9VTlNQRUNJRklFRBAAEhQKEFNDT1JFX0NBVVNFX1NBTEUQARIXChNTQ09SRV9DQVVTRV9BTklNQUxTEAISFgoSU0NPUkVfQ0FVU0VfUkVHSU9OEAMSGgoWU0NPUkVfQ0FVU0VfQk9OVVNfVElMRRAEEhoKFlNDT1JFX0NBVVNFX1dBVENIVE9XRVIQBRIbChdTQ09SRV9DQVVTRV9GSU5BTF9HT09EUxAGEhwKGFNDT1JFX0NBVVNFX0ZJTkFMX1NJTFZFUhAHEh0KGVNDT1JFX0NBVVNFX0ZJTkFMX1dPUktFUlMQCBIZChVTQ09SRV9DQVVTRV9LTk9XTEVER0UQCUJIChZkZXYubWVlcGxlLmJ1cmd1bmR5LnYxUAFaLG1lZXBsZS5kZXYvZ2VuL21lZXBsZS9idXJndW5keS92MTtidXJndW5keXYxYgZwcm90bzM");var Il=Y($e,7);var Rl=Y($e,9);var Gr=Y($e,16);var Cr=Y($e,37),Kf=P($e,0),Vl=H(Kf),Jf=P($e,1),Wt=H(Jf),jf=P($e,2),Le=H(jf),Qf=P($e,3),Pn=H(Qf),Pf=P($e,4),K=H(Pf);var We={burgundy:{buildings:["warehouse","watchtower","carpenters_workshop","church","market","boarding_house","bank","city_hall"],cells:[{color:"pasture",die:6,id:1,q:0,r:-3},{color:"castle",die:5,id:2,q:1,r:-3},{color:"castle",die:4,id:3,q:2,r:-3},{color:"knowledge",die:3,id:4,q:3,r:-3},{color:"pasture",die:2,id:5,q:-1,r:-2},{color:"pasture",die:1,id:6,q:0,r:-2},{color:"castle",die:6,id:7,q:1,r:-2},{color:"knowledge",die:5,id:8,q:2,r:-2},{color:"building",die:4,id:9,q:3,r:-2},{color:"pasture",die:5,id:10,q:-2,r:-1},{color:"pasture",die:4,id:11,q:-1,r:-1},{color:"building",die:3,id:12,q:0,r:-1},{color:"knowledge",die:1,id:13,q:1,r:-1},{color:"building",die:2,id:14,q:2,r:-1},{color:"building",die:3,id:15,q:3,r:-1},{color:"ship",die:6,id:16,q:-3,r:0},{color:"ship",die:1,id:17,q:-2,r:0},{color:"ship",die:2,id:18,q:-1,r:0},{color:"castle",die:6,id:19,q:0,r:0},{color:"ship",die:5,id:20,q:1,r:0},{color:"ship",die:4,id:21,q:2,r:0},{color:"ship",die:1,id:22,q:3,r:0},{color:"building",die:2,id:23,q:-3,r:1},{color:"building",die:5,id:24,q:-2,r:1},{color:"mine",die:4,id:25,q:-1,r:1},{color:"building",die:3,id:26,q:0,r:1},{color:"building",die:1,id:27,q:1,r:1},{color:"pasture",die:2,id:28,q:2,r:1},{color:"building",die:6,id:29,q:-3,r:2},{color:"mine",die:1,id:30,q:-2,r:2},{color:"knowledge",die:2,id:31,q:-1,r:2},{color:"building",die:5,id:32,q:0,r:2},{color:"building",die:6,id:33,q:1,r:2},{color:"mine",die:3,id:34,q:-3,r:3},{color:"knowledge",die:4,id:35,q:-2,r:3},{color:"knowledge",die:1,id:36,q:-1,r:3},{color:"building",die:3,id:37,q:0,r:3}],colours:{animal:"#9ccc65",building:"#e6cf9c",castle:"#2f6b3a",knowledge:"#f1d13a",mine:"#8d8d8d",pasture:"#9ccc65",ship:"#3a7bd5"},goods_colours:["#e6c229","#f28c28","#8e44ad","#2e86de","#27ae60","#c0392b"],tile_radius:20,tiles:{bank:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="0" cy="8" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="0" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="-4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/>',boarding_house:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e0a96d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7 6H7V2H-7Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="0" r="1.8" fill="#3a3226"/>',carpenters_workshop:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-12 2H8V-4H-12Z" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M8-6H13V4H8Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',castle:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#2f6b3a" stroke="#3a3226" stroke-width="1.5"/><path d="M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z" fill="#e8dfc4" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2.5" y="3" width="5" height="7" fill="#3a3226"/>',chicken_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',chicken_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',chicken_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#ffffff" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M6-9l1-3 1 3Z" fill="#c0392b" stroke="#c0392b" stroke-width="0.5" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',church:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-10 10V-1L0-9 10-1V10Z" fill="#f4ead2" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z" fill="#3a3226" stroke="#3a3226" stroke-width="0.6" stroke-linejoin="round"/><rect x="-2" y="4" width="4" height="6" fill="#3a3226"/>',city_hall:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-13-4L0-12 13-4Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-11" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="-5" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="1" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="7" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><path d="M-13 8H13V11H-13Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',cow_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',cow_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',cow_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',knowledge_1:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">1</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V-1L0-9 10-1V10Z" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_10:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">10</text><g transform="translate(7 9) scale(0.42)"><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_11:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">11</text><g transform="translate(7 9) scale(0.42)"><path d="M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z" fill="#e8dfc4" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2.5" y="3" width="5" height="7" fill="#3a3226"/></g>',knowledge_12:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">12</text><g transform="translate(7 9) scale(0.42)"><polygon points="7.8,-4.5 7.8,4.5 0.0,9.0 -7.8,4.5 -7.8,-4.5 -0.0,-9.0" fill="#2b2b2b" stroke="#3a3226"/></g>',knowledge_13:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">13</text><g transform="translate(7 9) scale(0.42)"><circle cx="0" cy="0" r="7" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.5"/></g>',knowledge_14:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">14</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_15:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">15</text><g transform="translate(7 9) scale(0.42)"><rect x="-7" y="-7" width="14" height="14" rx="2" fill="#8e44ad" stroke="#3a3226"/></g>',knowledge_16:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">16</text><g transform="translate(7 9) scale(0.42)"><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_17:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">17</text><g transform="translate(7 9) scale(0.42)"><path d="M-4 10V-5H4V10Z" fill="#c89f6a" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7-9H7V-5H-7Z" fill="#a0522d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-1.5" y="-2" width="3" height="4" fill="#3a3226"/></g>',knowledge_18:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">18</text><g transform="translate(7 9) scale(0.42)"><path d="M-12 2H8V-4H-12Z" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M8-6H13V4H8Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_19:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">19</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#f4ead2" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z" fill="#3a3226" stroke="#3a3226" stroke-width="0.6" stroke-linejoin="round"/><rect x="-2" y="4" width="4" height="6" fill="#3a3226"/></g>',knowledge_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">2</text><g transform="translate(7 9) scale(0.42)"><path d="M-14 10L-4-9 3-1 7-6 14 10Z" fill="#6b6b6b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V4a4 4 0 0 1 8 0V10Z" fill="#222222" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="6" y1="-12" x2="12" y2="-4" stroke="#f4d03f" stroke-width="1.6"/></g>',knowledge_20:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">20</text><g transform="translate(7 9) scale(0.42)"><path d="M-12-6H12L10-1H-10Z" fill="#c0392b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-6-6L-5-1M0-6V-1M6-6L5-1" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linejoin="round"/><path d="M-10-1H10V10H-10Z" fill="#d9b77e" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="4" r="2.2" fill="#e67e22"/><circle cx="3" cy="4" r="2.2" fill="#27ae60"/></g>',knowledge_21:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">21</text><g transform="translate(7 9) scale(0.42)"><path d="M-10 10V-1L0-9 10-1V10Z" fill="#e0a96d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7 6H7V2H-7Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="0" r="1.8" fill="#3a3226"/></g>',knowledge_22:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">22</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="0" cy="8" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="0" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/><ellipse cx="0" cy="-4" rx="9" ry="3" fill="#d4af37" stroke="#3a3226" stroke-width="1"/></g>',knowledge_23:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">23</text><g transform="translate(7 9) scale(0.42)"><path d="M-13-4L0-12 13-4Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-11" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="-5" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="1" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><rect x="7" y="-4" width="3" height="12" fill="#f4f1e6" stroke="#3a3226" stroke-width="0.8"/><path d="M-13 8H13V11H-13Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_24:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">24</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#7a4b2a" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="-2" r="2" fill="#ffffff"/></g>',knowledge_25:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">25</text><g transform="translate(7 9) scale(0.42)"><rect x="-7" y="-7" width="14" height="14" rx="2" fill="#8e44ad" stroke="#3a3226"/></g>',knowledge_26:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">26</text><g transform="translate(7 9) scale(0.42)"><path d="M0-10L3-3 10-3 4 2 6 9 0 5-6 9-4 2-10-3-3-3Z" fill="#f4d03f" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">3</text><g transform="translate(7 9) scale(0.42)"><circle cx="0" cy="0" r="7" fill="#c0c0c0" stroke="#3a3226" stroke-width="1.5"/></g>',knowledge_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">4</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_5:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">5</text><g transform="translate(7 9) scale(0.42)"><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_6:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">6</text><g transform="translate(7 9) scale(0.42)"><polygon points="7.8,-4.5 7.8,4.5 0.0,9.0 -7.8,4.5 -7.8,-4.5 -0.0,-9.0" fill="#2b2b2b" stroke="#3a3226"/></g>',knowledge_7:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">7</text><g transform="translate(7 9) scale(0.42)"><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',knowledge_8:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">8</text><g transform="translate(7 9) scale(0.42)"><rect x="-5" y="-8" width="10" height="16" rx="2" fill="#6b4a2b"/></g>',knowledge_9:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#f1d13a" stroke="#3a3226" stroke-width="1.5"/><path d="M-9-10H7a3 3 0 0 1 0 6V10H-9Z" fill="#fff8dc" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="-2" y="2" font-size="10" text-anchor="middle" fill="#3a3226" font-weight="bold">9</text><g transform="translate(7 9) scale(0.42)"><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/></g>',market:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-12-6H12L10-1H-10Z" fill="#c0392b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-6-6L-5-1M0-6V-1M6-6L5-1" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linejoin="round"/><path d="M-10-1H10V10H-10Z" fill="#d9b77e" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><circle cx="-4" cy="4" r="2.2" fill="#e67e22"/><circle cx="3" cy="4" r="2.2" fill="#27ae60"/>',mine:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#8d8d8d" stroke="#3a3226" stroke-width="1.5"/><path d="M-14 10L-4-9 3-1 7-6 14 10Z" fill="#6b6b6b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-4 10V4a4 4 0 0 1 8 0V10Z" fill="#222222" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="6" y1="-12" x2="12" y2="-4" stroke="#f4d03f" stroke-width="1.6"/>',pig_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',pig_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',pig_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#f2a7b5" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><ellipse cx="10" cy="-4.5" rx="1.3" ry="1.6" fill="#e58a9c"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',sheep_2:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×2</text>',sheep_3:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×3</text>',sheep_4:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#9ccc65" stroke="#3a3226" stroke-width="1.5"/><ellipse cx="-2" cy="-1" rx="8" ry="5.5" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><circle cx="7" cy="-5" r="3.6" fill="#fbfbf4" stroke="#3a3226" stroke-width="1.2"/><path d="M-7 4V8M3 4V8" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><text x="0" y="16" font-size="7.5" text-anchor="middle" fill="#3a3226" font-weight="bold">×4</text>',ship:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#3a7bd5" stroke="#3a3226" stroke-width="1.5"/><path d="M-13 3H13L9 10H-9Z" fill="#8a5a2b" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><line x1="0" y1="3" x2="0" y2="-13" stroke="#3a3226" stroke-width="1.5"/><path d="M1-12L11 1H1Z" fill="#ffffff" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-1-9L-9 1H-1Z" fill="#f4f1e6" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',warehouse:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-11-6H11V10H-11Z" fill="#b07a3c" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-11-6L11 10M11-6L-11 10" fill="none" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/>',watchtower:'<polygon points="17.3,-10.0 17.3,10.0 0.0,20.0 -17.3,10.0 -17.3,-10.0 -0.0,-20.0" fill="#e6cf9c" stroke="#3a3226" stroke-width="1.5"/><path d="M-4 10V-5H4V10Z" fill="#c89f6a" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><path d="M-7-9H7V-5H-7Z" fill="#a0522d" stroke="#3a3226" stroke-width="1.2" stroke-linejoin="round"/><rect x="-1.5" y="-2" width="3" height="4" fill="#3a3226"/>'}},carcassonne:{farmer:'<path d="M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 c0,-3 2,-6 6,-6 Z" fill="COLOUR" stroke="#ffffff" stroke-width="1.6" transform="translate(0,0) rotate(-90) scale(0.95)"/>',follower:'<path d="M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 c0,-3 2,-6 6,-6 Z" fill="COLOUR" stroke="#ffffff" stroke-width="1.6" transform="translate(0,0) scale(0.95)"/>',spots:{CENTER:[50,50],E:[80,50],EL:[89,24],ER:[89,76],N:[50,20],NL:[24,11],NR:[76,11],S:[50,80],SL:[76,89],SR:[24,89],W:[20,50],WL:[11,76],WR:[11,24]},tiles:{A:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(0 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-90 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-180 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,68" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,68" fill="none" stroke="#f3eddc" stroke-width="7"/><g class="monastery" transform="rotate(-270 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],B:['<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(0 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-90 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-180 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><g class="monastery" transform="rotate(-270 50 50)"><rect x="36" y="42" width="28" height="24" fill="#e8dcc0" stroke="#5a4632" stroke-width="2"/><path d="M32,43 L50,27 L68,43 Z" fill="#b03a2e" stroke="#5a2018" stroke-width="2"/><path d="M50,14 v12 M45,18 h10" stroke="#3a2a1a" stroke-width="2.5"/><rect x="46" y="53" width="8" height="13" fill="#5a4632"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],C:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 H100 V100 H0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 30)"><path d="M42,21 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,23 v14 M44,28 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],D:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],E:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],F:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 50)"><path d="M42,41 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,43 v14 M44,48 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],G:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,0 L100,100 Q50,82.5 0,100 L0,0 Q50,17.5 100,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],H:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M100,100 L0,100 Q50,42.5 100,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],I:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><path d="M0,100 L0,0 Q57.5,50 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],J:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],K:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 Q50,50 0,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],L:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><path d="M0,0 L100,0 Q50,57.5 0,0 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],M:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],N:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],O:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 36.25 36.25)"><path d="M28.25,27.25 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M36.25,29.25 v14 M30.25,34.25 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],P:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 Q42.5,42.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],Q:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],R:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],S:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(0 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-90 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-180 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><g class="pennant" transform="rotate(-270 50 40.8333)"><path d="M42,31.8333 h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z" fill="#1d4fa3" stroke="#ffffff" stroke-width="1.5"/><path d="M50,33.8333 v14 M44,38.8333 h12" stroke="#ffffff" stroke-width="2"/></g><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],T:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,100 L0,0 L100,0 L100,100 Q50,82.5 0,100 Z" fill="#c9a063" stroke="#7a5a2e" stroke-width="3" stroke-linejoin="round"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],U:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 100,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],V:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 Q50,50 50,100" fill="none" stroke="#f3eddc" stroke-width="7"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],W:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>'],X:['<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>','<rect width="100" height="100" fill="#8cbf5b"/><path d="M50,0 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M100,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,100 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M0,50 L50,50" fill="none" stroke="#6b6153" stroke-width="11"/><path d="M50,0 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M100,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M50,100 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><path d="M0,50 L50,50" fill="none" stroke="#f3eddc" stroke-width="7"/><rect x="41" y="41" width="18" height="18" fill="#a0522d" stroke="#4a2a10" stroke-width="2"/><rect width="100" height="100" fill="none" stroke="#3d5a25" stroke-width="1"/>']}},seat_colour_names:["red","blue","yellow","green","black","purple"],seat_colours:["#d62728","#1f5fd6","#f2c500","#2ca02c","#222222","#b05fc4"]};var xe=We.burgundy,zn="ABCDE",Hn=xe.tile_radius;function qn(e){return["castle","ship","mine"].includes(e)?e:e.startsWith("knowledge_")?"knowledge":xe.buildings.includes(e)?"building":"animal"}function Q(e){if(!e)return"";let t=qn(e);if(t==="knowledge")return c("burgundy-tile-knowledge",{number:Number(e.slice(10))});if(t==="animal"){let[n,o]=e.split("_");return["cow","pig","sheep","chicken"].includes(n)?c(`burgundy-tile-${n}`,{count:Number(o)}):c("burgundy-tile-unknown",{label:e})}return c(`burgundy-tile-${e}`)}function Zl(e,t={}){let n=qn(e);if(n==="knowledge"){let o=Number(e.slice(10)),r=t.edition||"2019",a={15:r==="2011"?3:2,25:1,26:r==="2011"?2:3}[o]||4;return c(`burgundy-effect-knowledge-${o}`,{points:a,edition:r})}return n==="building"?c(`burgundy-effect-${e}`):n==="animal"?c("burgundy-effect-animal"):c(`burgundy-effect-${n}`)}function Ur(e,t,n,o,r={}){let a=W("g",{class:"btile","data-tile":e,transform:`translate(${t.toFixed(1)} ${n.toFixed(1)}) scale(${(o/Hn).toFixed(3)})`,...r},W("title",{},Q(e))),s=xe.tiles[e];return s?a.append(Yt(s)):a.append(W("polygon",{points:Fr(0,0,Hn),fill:"#ccc",stroke:"#333"})),a}function Xt(e,t=40,n={}){let o=Hn+1;return W("svg",{viewBox:`${-o} ${-o} ${2*o} ${2*o}`,width:t,height:t,class:"tile-icon",role:"img","aria-label":Q(e),...n},Ur(e,0,0,Hn))}function Fr(e,t,n){return Array.from({length:6},(o,r)=>{let a=Math.PI/180*(60*r-30);return`${(e+n*Math.cos(a)).toFixed(1)},${(t+n*Math.sin(a)).toFixed(1)}`}).join(" ")}function Xe(e,t=1,n={}){return u("span",{class:"good",style:`border-color:${xe.goods_colours[e-1]}`,title:c("burgundy-goods",{type:e,count:t}),...n},t>1?c("burgundy-goods-chip",{type:e,count:t}):R(e))}function Yr(e){return c(`burgundy-colour-${e}`)}function zf(e){let t=e.action.value,n=t.discard?[`discard:${t.discard}`]:[];switch(e.action.case){case"takeTile":return[`die:${t.die}`,`tile:${t.depot}:${t.tile}`,...n];case"placeTile":return[`die:${t.die}`,`stored:${t.tile}`,`cell:${t.cell}`];case"sellGoods":return[`die:${t.die}`,`goods:${t.goods}`];case"takeWorkers":return[`die:${t.die}`,"op:workers"];case"buyTile":return[`tile:${t.depot}:${t.tile}`,"op:buy",`pay:${t.payment}`,...n];case"shipGoods":return[`ship:${t.depot}`,...t.secondDepot?[`ship:${t.secondDepot}`]:[],`load:${t.goods.join(",")}`];case"endTurn":return["op:end"];case"declineEffect":return["op:decline"];default:return[`other:${e.action.case}`]}}function le(e){return e.slice(0,e.indexOf(":"))}function _e(e,t){let n=e.map(i=>({action:i,keys:zf(i)})),o=n.filter(i=>t.every(l=>i.keys.includes(l))),r=new Set(o.length?o[0].keys:[]);for(let i of o.slice(1))for(let l of[...r])i.keys.includes(l)||r.delete(l);for(let i of t)r.add(i);let a=new Set;for(let i of o)for(let l of i.keys)r.has(l)||a.add(l);let s=o.filter(i=>i.keys.every(l=>r.has(l)));return{entries:n,candidates:o,chosen:r,open:a,ready:s.length?s[0].action:null}}function Tl(e,t,n){if(t.includes(n))return t.filter(a=>a!==n);let o=le(n),r=[...t.filter(a=>o==="ship"||le(a)!==o),n];return _e(e,r).candidates.length?r:_e(e,[n]).candidates.length?[n]:t}function eo(e){return c("burgundy-with-die",{die:e.die,workers:e.workers})}function to(e){return c("burgundy-depot-name",{depot:e})}function $l(e){return c({[Pn.SILVER]:"burgundy-pay-silver",[Pn.WORKERS]:"burgundy-pay-workers",[Pn.MIXED]:"burgundy-pay-mixed"}[e]||"burgundy-pay-silver")}function Bl(e){return $l(e)}function _t(e){let t=e.action.value;switch(e.action.case){case"takeTile":return c(t.discard?"burgundy-do-take-discard":"burgundy-do-take",{tile:Q(t.tile),depot:to(t.depot),how:eo(t),discard:Q(t.discard)});case"placeTile":{let n=xe.cells.find(o=>o.id===t.cell);return c("burgundy-do-place",{tile:Q(t.tile),space:n?n.die:t.cell,how:eo(t)})}case"sellGoods":return c("burgundy-do-sell",{goods:t.goods,how:eo(t)});case"takeWorkers":return c("burgundy-do-workers",{how:eo(t)});case"buyTile":return c(t.discard?"burgundy-do-buy-discard":"burgundy-do-buy",{tile:Q(t.tile),depot:to(t.depot),payment:$l(t.payment),discard:Q(t.discard)});case"shipGoods":return c(t.secondDepot?"burgundy-do-ship-two":"burgundy-do-ship",{goods:t.goods.join(", "),depot:to(t.depot),second:to(t.secondDepot)});case"endTurn":return c("burgundy-do-end");case"declineEffect":return c("burgundy-do-decline");default:return e.action.case}}var Wr=["M10,0 A10,10 0 1,1 -10,0 A10,10 0 1,1 10,0 Z","M-8.5,-8.5 H8.5 V8.5 H-8.5 Z","M0,-10 L9.5,8 L-9.5,8 Z","M0,-10.5 L10.5,0 L0,10.5 L-10.5,0 Z","M0,-10 L9.5,-3.1 L5.9,8.1 L-5.9,8.1 L-9.5,-3.1 Z","M-5,-9 L5,-9 L10,0 L5,9 L-5,9 L-10,0 Z"];function Ne(e){return We.seat_colours[e%We.seat_colours.length]}function Xr(e){return Wr[e%Wr.length]}function Me(e){return W("svg",{class:"seat-dot",viewBox:"-12 -12 24 24","aria-hidden":"true","data-shape":e%Wr.length},W("path",{d:Xr(e),fill:Ne(e),stroke:"#222","stroke-width":1.5}))}var Ot=22,Oe=xe.cells.map(e=>({...e,x:Ot*Math.sqrt(3)*(e.q+e.r/2),y:Ot*1.5*e.r})),no=Ot+2,oo={x:Math.min(...Oe.map(e=>e.x))-no,y:Math.min(...Oe.map(e=>e.y))-no,w:Math.max(...Oe.map(e=>e.x))-Math.min(...Oe.map(e=>e.x))+2*no,h:Math.max(...Oe.map(e=>e.y))-Math.min(...Oe.map(e=>e.y))+2*no};function Ml(e){let t=xe.cells.find(n=>n.id===e);return t?t.die:0}function Dt(e,t,n,o){return e.dataset.key=t.join(" "),n&&t.some(r=>n.open.has(r))&&e.classList.add("offer"),n&&t.some(r=>n.chosen.has(r)&&!n.open.has(r))&&t.some(r=>n.candidates.some(a=>a.keys.includes(r)))&&e.classList.add("picked"),e.addEventListener("click",r=>{r.stopPropagation(),o(t,e)}),e instanceof SVGElement&&(e.setAttribute("tabindex","0"),e.setAttribute("role","button"),e.addEventListener("keydown",r=>{(r.key==="Enter"||r.key===" ")&&(r.preventDefault(),o(t,e))})),e}function Gl(e,t,n,o){let a=t.stage===Wt.OVER?c("burgundy-status-over"):c("burgundy-status",{phase:zn[t.phase]||"-",round:t.round+1,die:t.whiteDie||"—"}),s=[...t.depots].sort((d,f)=>(d.number||7)-(f.number||7)).map(d=>{let f=d.spaces.map(g=>{if(!g)return u("span",{class:"dslot empty",title:c("burgundy-depot-empty")});let b=Xt(g,38),w=u("button",{type:"button",class:"dslot","data-depot":d.number,"data-tile":g,"aria-label":Q(g)},b);return Dt(w,[`tile:${d.number}:${g}`],n,o)}),p=d.goods.map((g,b)=>g?Xe(b+1,g):null).filter(Boolean),y=p.length?Dt(u("button",{type:"button",class:"dgoods","data-depot":d.number,title:c("burgundy-depot-goods",{number:d.number})},p),[`ship:${d.number}`],n,o):null,m=d.number===0&&d.spaces.length>4?" wide":"";return u("div",{class:`depot${d.number===0?" black":""}${m}`,"data-depot":d.number},u("span",{class:"depot-name"},d.number===0?c("burgundy-depot-black"):u("span",{class:"die-face",title:c("burgundy-depot",{number:d.number})},R(d.number))),u("span",{class:"depot-tiles"},f),y)}),i=t.roundGoods.map(d=>Xe(d)),l=t.track.map((d,f)=>d.seats.length?u("li",{},c("burgundy-track-space",{space:f+1})," ",d.seats.map(p=>_r(e,p))):null);return u("section",{class:"card main-board",id:"main-board"},u("p",{class:"status-line",id:"status-line"},a," · ",u("span",{class:"order"},c("burgundy-turn-order")," ",t.turnOrder.map(d=>_r(e,d)))),u("div",{class:"depots"},s),u("details",{class:"more"},u("summary",{},c("burgundy-goods-to-come")," ",i),u("p",{},c("burgundy-supply",{tiles:t.normalSupplyCount,black:t.blackSupplyCount})),u("p",{},c("burgundy-track")),u("ol",{class:"track"},l)))}function _r(e,t){return u("span",{class:"seat-mark","data-seat":t,title:e.seatName(t)},Me(t))}function Or(e,t){let n=[...e.turnOrder],o=e.currentSeat,r=n.indexOf(t.seat),a=o===void 0?n.length:n.indexOf(o),s=e.stage!==Wt.OVER&&o!==void 0&&r>a,i=[...t.unusedDice];return t.dice.map(l=>{if(s)return{value:l,state:"waiting"};let d=i.indexOf(l);return d>=0?(i.splice(d,1),{value:l,state:"open"}):{value:l,state:"used"}})}function Ll(e,t,n,o,r,a){let s=new Map(t.estate.map(l=>[l.cell,l.tile])),i=W("svg",{viewBox:`${oo.x.toFixed(1)} ${oo.y.toFixed(1)} ${oo.w.toFixed(1)} ${oo.h.toFixed(1)}`,class:"estate","data-seat":t.seat,role:"group","aria-label":e.seatName(t.seat)});for(let l of Oe){let d=s.get(l.id);if(d){let y=Ur(d,l.x,l.y,Ot-1,{"data-cell":l.id,class:"btile placed"});a&&a.cell===l.id&&y.classList.add("last-move"),y.addEventListener("click",()=>r([],y,d)),i.append(y);continue}let f=c("burgundy-space",{cell:l.id,colour:Yr(l.color),die:l.die}),p=W("g",{class:"cell","data-cell":l.id,"data-colour":l.color,"data-die":l.die,"aria-label":f},W("title",{},f),W("polygon",{points:Fr(l.x,l.y,Ot-1.5),fill:xe.colours[l.color]||"#ddd","fill-opacity":.35,stroke:"#8a7a5a"}),W("text",{x:l.x,y:l.y+5,"font-size":13,"text-anchor":"middle",fill:"#4a3a2a"},R(l.die)));n&&Dt(p,[`cell:${l.id}`],o,r),i.append(p)}return i}function Dr(e,t,n,o,r,a,s){let i=[0,1,2].map(S=>{let v=n.storage[S];if(!v)return u("span",{class:"slot empty",title:c("burgundy-storage-empty")});let x=u("button",{type:"button",class:"slot","data-stored":v,"data-colour":qn(v),"aria-label":Q(v)},Xt(v,40));return s&&s.stored===v&&x.classList.add("last-move"),o?Dt(x,[`stored:${v}`,`discard:${v}`],r,a):(x.addEventListener("click",()=>a([],x,v)),x)}),l=Or(t,n).map(({value:S,state:v})=>u("span",{class:`die ${v}`,style:v==="used"?"":`background:${Ne(n.seat)}`,title:c(v==="used"?"burgundy-die-used":v==="waiting"?"burgundy-die-waiting":"burgundy-die",{value:S})},R(S))),d=n.goods.map((S,v)=>{if(!S)return null;let x=u("button",{type:"button",class:"held-goods","data-goods":v+1},Xe(v+1,S));return o?Dt(x,[`goods:${v+1}`],r,a):x}).filter(Boolean),f=n.sold.map((S,v)=>S?Xe(v+1,S,{class:"good sold"}):null).filter(Boolean),p=n.bonusTiles.map(S=>c("burgundy-bonus-tile",{colour:Yr(Vl[S.colour].toLowerCase()),size:c(S.large?"burgundy-bonus-large":"burgundy-bonus-small")})),y=t.currentSeat===n.seat,m=e.seatName(n.seat),g=[_r(e,n.seat),u("span",{class:"pname"},m),u("span",{class:"score"},c("burgundy-points",{points:n.score})),u("span",{class:"money"},u("span",{class:"silver",title:c("burgundy-silverlings")},`● ${R(n.silver)}`),u("span",{class:"workers",title:c("burgundy-workers")},`▮ ${R(n.workers)}`)),u("span",{class:"dice",title:c("burgundy-dice")},l)],b=u("div",{class:"side"},u("div",{class:"storage",title:c("burgundy-storage")},i),u("div",{class:"goods-row",title:c("burgundy-held-goods")},d.length?d:u("span",{class:"muted"},c("burgundy-held-goods"),": ",c("burgundy-none"))),f.length?u("div",{class:"sold-row",title:c("burgundy-sold")},c("burgundy-sold")," ",f):null,p.length?u("div",{class:"bonus-row"},c("burgundy-bonus"),": ",p.join(", ")):null),w={class:`card player-card${y?" current":""}${o?" mine":""}`,"data-seat":n.seat,"data-score":n.score,id:o?"my-estate":void 0};return o?u("section",w,u("h3",{},g),u("div",{class:"estate-row"},Ll(e,n,o,r,a,s),b)):u("details",{...w,open:e.mySeat===null&&n.seat===0?!0:void 0},u("summary",{},g),u("div",{class:"estate-row"},Ll(e,n,!1,null,a,null),b))}var Cl={[Le.SHIP]:"burgundy-pending-ship",[Le.CASTLE]:"burgundy-pending-castle",[Le.CITY_HALL]:"burgundy-pending-city_hall",[Le.WAREHOUSE]:"burgundy-pending-warehouse",[Le.MARKET]:"burgundy-pending-market",[Le.CARPENTERS_WORKSHOP]:"burgundy-pending-carpenters_workshop",[Le.CHURCH]:"burgundy-pending-church"};function qf(e,t,n){if(n.ready&&!n.open.size)return _t(n.ready);let o=[...n.open].map(le);return e.ui.chosen.length&&o.length&&o.every(r=>r==="discard")?c("burgundy-pick-discard"):e.ui.chosen.length&&o.length&&o.every(r=>r==="pay")?c("burgundy-pick-payment"):o.length&&o.every(r=>r==="load")?c("burgundy-pick-load"):n.ready?_t(n.ready):e.ui.chosen.length?c("burgundy-pick-next"):Cl[t.pendingEffect]?c(Cl[t.pendingEffect]):t.pendingDecision==="BUY_OR_END_TURN"?c("burgundy-pending-buy"):c("burgundy-your-turn")}function eh(e){let[t,n]=[le(e),e.slice(e.indexOf(":")+1)];return t==="op"?c(`burgundy-op-${n}`):t==="pay"?Bl(Number(n)):u("span",{},c("burgundy-load",{goods:n})," ",n.split(",").map(o=>Xe(Number(o))))}function Ul(e,t,n,o,r){if(t.stage===Wt.OVER)return null;let a=t.players.find(g=>g.seat===e.mySeat),s=a?Or(t,a).map(({value:g,state:b})=>{let w=u("button",{type:"button",class:`die big ${b}`,"data-die":g,style:b==="used"?"":`background:${Ne(a.seat)}`,"aria-label":c(b==="used"?"burgundy-die-used":"burgundy-die",{value:g})},R(g)),S=`die:${g}`;return!n||b!=="open"?(w.disabled=!n||b!=="open",w):(n.open.has(S)?w.classList.add("offer"):n.chosen.has(S)&&w.classList.add("picked"),w.addEventListener("click",()=>o([S],w)),w)}):[];if(n&&(n.open.has("die:0")||n.chosen.has("die:0")&&e.ui.chosen.includes("die:0"))){let g=u("button",{type:"button",class:`die big any${n.open.has("die:0")?" offer":" picked"}`,"data-die":0,title:c("burgundy-die-any")},"?",u("span",{class:"visually-hidden"},c("burgundy-die-any")));g.addEventListener("click",()=>o(["die:0"],g)),s.push(g)}let i=e.ui.info?u("p",{class:"tile-info",id:"tile-info"},e.ui.info):null;if(!n){let g=t.currentSeat!==void 0&&e.view.state===2?u("p",{class:"hint",id:"turn"},c("burgundy-playing",{player:e.seatName(t.currentSeat)})):null;return!g&&!s.length&&!i?null:u("section",{class:"action-bar",id:"choices","data-waiting":"true"},i,g,s.length?u("div",{class:"bar-row"},u("span",{class:"tray"},s)):null)}let l=e.ui.chosen.some(g=>le(g)==="ship"),d=n.chosen.has("op:buy"),f=g=>le(g)==="op"||le(g)==="pay"&&d||le(g)==="load"&&l,p=[...n.open].filter(f).map(g=>{let b=u("button",{type:"button",class:"op","data-key":g},eh(g));return b.addEventListener("click",()=>o([g],b)),b}),y=e.ui.chosen.length?u("button",{type:"button",class:"back",id:"back"},c("burgundy-back")):null;y&&y.addEventListener("click",()=>{e.ui.chosen=e.ui.chosen.slice(0,-1),e.render()});let m=n.ready?u("button",{type:"button",class:"primary confirm",id:"confirm"},c("burgundy-confirm")):null;return m&&m.addEventListener("click",()=>r(n.ready)),u("section",{class:"action-bar mine",id:"choices","data-step":e.ui.chosen.length},i,u("p",{class:"hint",id:"bar-hint"},qf(e,t,n)),u("div",{class:"bar-row"},u("span",{class:"tray"},s),u("span",{class:"ops"},p,y,m)))}var th={[K.SALE]:"burgundy-cause-sale",[K.ANIMALS]:"burgundy-cause-animals",[K.REGION]:"burgundy-cause-region",[K.BONUS_TILE]:"burgundy-cause-bonus",[K.WATCHTOWER]:"burgundy-cause-watchtower",[K.KNOWLEDGE]:"burgundy-cause-knowledge",[K.FINAL_GOODS]:"burgundy-cause-final-goods",[K.FINAL_SILVER]:"burgundy-cause-final-silver",[K.FINAL_WORKERS]:"burgundy-cause-final-workers"};function Fl(e){return zn[e]||String(e)}function nh(e){return c("burgundy-depot-name",{depot:e})}function oh(e,t){let n=Q(e.tile);return e.silver?c("burgundy-log-effect-silver",{player:t,tile:n,silver:e.silver}):e.workers?c("burgundy-log-effect-workers",{player:t,tile:n,workers:e.workers}):e.detail==="declined"?c("burgundy-log-effect-declined",{player:t,tile:n}):e.detail.startsWith("no goods")?c("burgundy-log-effect-no-goods",{player:t,tile:n}):e.detail.startsWith("lost")?c("burgundy-log-effect-lost",{player:t,tile:n}):c("burgundy-log-effect",{player:t,tile:n})}function Kr(e,t){let n=e.event,o=n.value,r=o&&o.seat!==void 0?t.seatName(o.seat):"",a=s=>s?Xt(s,22,{class:"tile-icon log-tile"}):null;switch(n.case){case"startSeatDrawn":return{text:c("burgundy-log-start-seat",{player:r})};case"phaseStarted":return{text:c("burgundy-log-phase",{phase:Fl(o.phase)}),cls:"phase"};case"roundStarted":return{text:c("burgundy-log-round",{round:o.round+1,phase:Fl(o.phase)})};case"dieRolled":return{text:o.seat===void 0?c("burgundy-log-white-die",{value:o.value}):c("burgundy-log-die",{player:r,value:o.value}),cls:"minor"};case"tileTaken":return{text:c(o.bought?"burgundy-log-bought":"burgundy-log-took",{player:r,tile:Q(o.tile),depot:nh(o.depot)}),icon:a(o.tile)};case"tilePlaced":return{text:c("burgundy-log-placed",{player:r,tile:Q(o.tile),die:Ml(o.cell)}),icon:a(o.tile)};case"goodsSold":return{text:c("burgundy-log-sold",{player:r,count:o.count,goods:o.goods,silver:o.silver})};case"workersTaken":return{text:c("burgundy-log-workers",{player:r,workers:o.workers})};case"goodsTaken":return{text:c("burgundy-log-shipped",{player:r,count:o.count,goods:o.goods,depot:o.depot})};case"effectResolved":return{text:oh(o,r),cls:"minor",icon:a(o.tile)};case"phaseIncome":return o.silver?{text:c("burgundy-log-income",{player:r,silver:o.silver}),cls:"minor"}:null;case"pointsScored":return{text:c("burgundy-log-points",{player:r,points:o.points,cause:c(th[o.cause]||"burgundy-cause-other")}),cls:"scoring-event"};case"turnEnded":return{text:c("burgundy-log-turn-ended",{player:r}),cls:"minor"};case"gameOver":return{text:c("burgundy-log-over"),cls:"scoring-event"};default:return null}}function rh(e){let t=e.events[e.events.length-1],n=t&&t.kind,o=n&&n.value&&n.value.gameEvents?n.value.gameEvents:[],r=null;for(let a of o){let s=oe(a,Cr);if(!s)continue;let i=s.event.value;s.event.case==="tileTaken"&&(r={seat:i.seat,stored:i.tile,depot:i.depot,version:t.version}),s.event.case==="tilePlaced"&&(r={seat:i.seat,cell:i.cell,tile:i.tile,version:t.version})}return r}var Yl=null;function ah(e){!e||Yl===e.version||(Yl=e.version,requestAnimationFrame(()=>{let t=document.querySelector(`#game .player-card[data-seat="${e.seat}"]`);if(!t)return;if(e.cell!==void 0){let s=t.querySelector(`.btile.placed[data-cell="${e.cell}"]`);s&&s.animate&&s.animate([{opacity:.1},{opacity:1}],{duration:700,easing:"ease-out"});return}let n=t.querySelector(`.slot[data-stored="${e.stored}"]`),o=document.querySelector(`#main-board .depot[data-depot="${e.depot}"]`);if(!n||!o||!n.animate||!n.getClientRects().length)return;let r=o.getBoundingClientRect(),a=n.getBoundingClientRect();n.animate([{transform:`translate(${r.left-a.left}px, ${r.top-a.top}px)`},{transform:"none"}],{duration:700,easing:"ease-out"})}))}async function sh(e,t){let n=e.gameView.players.find(f=>f.seat===e.mySeat),o=e.ui.chosen.find(f=>le(f)==="stored"),r=o?o.slice(7):e.ui.stored;if(!r){e.say(c("burgundy-first-stored"));return}let a=e.ui.chosen.find(f=>le(f)==="die"),s=a?Number(a.slice(4)):n.unusedDice[0]||0,i=Number(t.slice(5)),l=L(Gr,{action:{case:"placeTile",value:L(Rl,{die:s,workers:0,tile:r,cell:i})}}),d=await e.whyNot(l);e.say(d?c("burgundy-why-not",{tile:Q(r),reason:d}):c("burgundy-could",{tile:Q(r),die:s}))}function Wl(e,t){let n=document.getElementById("choices");n&&(n.dataset.sending="true"),e.ui.chosen=[],e.submit(t)}function ih(e){return(t,n,o)=>{let r=o||n&&(n.dataset.tile||n.dataset.stored);if(n&&n.dataset.stored&&t.length&&(e.ui.stored=n.dataset.stored),e.ui.info=r?c("burgundy-tile-info",{tile:Q(r),effect:Zl(r,e.gameView.options)}):e.ui.info,!t.length||!e.actions.length){e.render();return}let a=_e(e.actions,e.ui.chosen),s=t.find(l=>a.open.has(l))||t.find(l=>e.ui.chosen.includes(l))||t.find(l=>_e(e.actions,[l]).candidates.length);if(!s){t[0].startsWith("cell:")?sh(e,t[0]):e.render();return}e.ui.chosen=Tl(e.actions,e.ui.chosen,s);let i=_e(e.actions,e.ui.chosen);if(["op","pay","load"].includes(le(s))&&i.ready&&!i.open.size){Wl(e,i.ready);return}e.render()}}var lh=[K.SALE,K.ANIMALS,K.REGION,K.BONUS_TILE,K.WATCHTOWER,K.KNOWLEDGE,K.FINAL_GOODS,K.FINAL_SILVER,K.FINAL_WORKERS],ch={get title(){return c("burgundy-title")},View:Il,Event:Cr,Action:Gr,freshUi(){return{chosen:[],info:"",stored:""}},render(e){let t=e.gameView;e.ui.chosen||(e.ui=this.freshUi(e.ui));let n=e.actions.length?_e(e.actions,e.ui.chosen):null,o=ih(e),r=rh(e),a=t.players.find(l=>l.seat===e.mySeat),s=t.players.filter(l=>l.seat!==e.mySeat),i=l=>Wl(e,l);return ah(r),u("section",{class:`game burgundy${a?" seated":""}`,id:"game"},Gl(e,t,n,o),a?Dr(e,t,a,!0,n,o,r&&r.seat===a.seat?r:null):null,u("div",{class:"players others"},s.map(l=>Dr(e,t,l,!1,null,o,r&&r.seat===l.seat?r:null))),Ul(e,t,n,o,i))},describeEvent:Kr,describeAction:_t,describe:Kr,breakdown(e){let t=e.gameView,n=t.options.tiebreak_empty_spaces==="most"?"burgundy-rule-most":"burgundy-rule-fewest";return{columns:["sales","animals","regions","bonus","towers","knowledge","goods","silver","workers","empty"].map(o=>c(`burgundy-col-${o}`)),rows:t.players.map(o=>[...lh.map(r=>o.pointsByCause[r]||0),o.emptySpaces]),note:c("burgundy-breakdown-note",{rule:c(n)})}}};var qr={};ia(qr,{default:()=>Rh});var De=D("CidtZWVwbGUvY2FyY2Fzc29ubmUvdjEvY2FyY2Fzc29ubmUucHJvdG8SFW1lZXBsZS5jYXJjYXNzb25uZS52MSJCCgpQbGFjZWRUaWxlEgwKBHRpbGUYASABKAkSCQoBeBgCIAEoBRIJCgF5GAMgASgFEhAKCHJvdGF0aW9uGAQgASgNIpMBCghGb2xsb3dlchIMCgRzZWF0GAEgASgNEgkKAXgYAiABKAUSCQoBeRgDIAEoBRIwCgRraW5kGAQgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjEKCGxvY2F0aW9uGAUgASgOMh8ubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkxvY2F0aW9uIigKCVRpbGVDb3VudBIMCgR0aWxlGAEgASgJEg0KBWNvdW50GAIgASgNIpYDCgVTdGF0ZRITCgtudW1fcGxheWVycxgBIAEoDRI6CgdvcHRpb25zGAIgAygLMikubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlN0YXRlLk9wdGlvbnNFbnRyeRIwCgV0aWxlcxgDIAMoCzIhLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZWRUaWxlEjIKCWZvbGxvd2VycxgEIAMoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlchIOCgZzY29yZXMYBSADKAUSLgoEcGlsZRgGIAMoCzIgLm1lZXBsZS5jYXJjYXNzb25uZS52MS5UaWxlQ291bnQSEQoJZGlzY2FyZGVkGAcgAygJEhQKDGN1cnJlbnRfc2VhdBgIIAEoDRIpCgRzdGVwGAkgASgOMhsubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlN0ZXASEgoKZHJhd25fdGlsZRgKIAEoCRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4ASL5BAoEVmlldxIRCgRzZWF0GAEgASgNSACIAQESEwoLbnVtX3BsYXllcnMYAiABKA0SMAoFdGlsZXMYAyADKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuUGxhY2VkVGlsZRIyCglmb2xsb3dlcnMYBCADKAsyHy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRm9sbG93ZXISMAoFc2VhdHMYBSADKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuU2VhdFN0YXR1cxIUCgxjdXJyZW50X3RpbGUYBiABKAkSFwoPdGlsZXNfcmVtYWluaW5nGAcgASgNEhkKDGN1cnJlbnRfc2VhdBgIIAEoDUgBiAEBEhgKEHBlbmRpbmdfZGVjaXNpb24YCSABKAkSKQoEc3RlcBgKIAEoDjIbLm1lZXBsZS5jYXJjYXNzb25uZS52MS5TdGVwEi4KBHBpbGUYCyADKAsyIC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZUNvdW50EhEKCWRpc2NhcmRlZBgMIAMoCRI7CgtsYXN0X3BsYWNlZBgNIAEoCzIhLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZWRUaWxlSAKIAQESDQoFcmFua3MYDiADKA0SOQoHb3B0aW9ucxgPIAMoCzIoLm1lZXBsZS5jYXJjYXNzb25uZS52MS5WaWV3Lk9wdGlvbnNFbnRyeRouCgxPcHRpb25zRW50cnkSCwoDa2V5GAEgASgJEg0KBXZhbHVlGAIgASgJOgI4AUIHCgVfc2VhdEIPCg1fY3VycmVudF9zZWF0Qg4KDF9sYXN0X3BsYWNlZCJpCgpTZWF0U3RhdHVzEgwKBHNlYXQYASABKA0SDQoFc2NvcmUYAiABKAUSDAoEbGFwcxgDIAEoDRITCgt0cmFja19zcGFjZRgEIAEoDRIbChNmb2xsb3dlcnNfaW5fc3VwcGx5GAUgASgNIrcBCgZBY3Rpb24SNgoKcGxhY2VfdGlsZRgBIAEoCzIgLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZVRpbGVIABI+Cg5wbGFjZV9mb2xsb3dlchgCIAEoCzIkLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QbGFjZUZvbGxvd2VySAASKwoEcGFzcxgDIAEoCzIbLm1lZXBsZS5jYXJjYXNzb25uZS52MS5QYXNzSABCCAoGYWN0aW9uIjMKCVBsYWNlVGlsZRIJCgF4GAEgASgFEgkKAXkYAiABKAUSEAoIcm90YXRpb24YAyABKA0idAoNUGxhY2VGb2xsb3dlchIwCgRraW5kGAEgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjEKCGxvY2F0aW9uGAIgASgOMh8ubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkxvY2F0aW9uIgYKBFBhc3Mi/AMKBUV2ZW50EjYKCnRpbGVfZHJhd24YASABKAsyIC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZURyYXduSAASPgoOdGlsZV9kaXNjYXJkZWQYAiABKAsyJC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZURpc2NhcmRlZEgAEjwKDXRpbGVfcmV0dXJuZWQYAyABKAsyIy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZVJldHVybmVkSAASOAoLdGlsZV9wbGFjZWQYBCABKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuVGlsZVBsYWNlZEgAEkAKD2ZvbGxvd2VyX3BsYWNlZBgFIAEoCzIlLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlclBsYWNlZEgAEkIKEGZvbGxvd2VyX3NraXBwZWQYBiABKAsyJi5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRm9sbG93ZXJTa2lwcGVkSAASPgoOZmVhdHVyZV9zY29yZWQYByABKAsyJC5tZWVwbGUuY2FyY2Fzc29ubmUudjEuRmVhdHVyZVNjb3JlZEgAEjQKCWdhbWVfb3ZlchgIIAEoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5HYW1lT3ZlckgAQgcKBWV2ZW50IkAKCVRpbGVEcmF3bhIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkSFwoPdGlsZXNfcmVtYWluaW5nGAMgASgNIisKDVRpbGVEaXNjYXJkZWQSDAoEc2VhdBgBIAEoDRIMCgR0aWxlGAIgASgJIioKDFRpbGVSZXR1cm5lZBIMCgRzZWF0GAEgASgNEgwKBHRpbGUYAiABKAkiSwoKVGlsZVBsYWNlZBIMCgRzZWF0GAEgASgNEi8KBHRpbGUYAiABKAsyIS5tZWVwbGUuY2FyY2Fzc29ubmUudjEuUGxhY2VkVGlsZSJDCg5Gb2xsb3dlclBsYWNlZBIxCghmb2xsb3dlchgBIAEoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlciIfCg9Gb2xsb3dlclNraXBwZWQSDAoEc2VhdBgBIAEoDSLOAgoNRmVhdHVyZVNjb3JlZBIwCgRraW5kGAEgASgOMiIubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLkZlYXR1cmVLaW5kEjIKBXBoYXNlGAIgASgOMiMubWVlcGxlLmNhcmNhc3Nvbm5lLnYxLlNjb3JpbmdQaGFzZRIQCghjb21wbGV0ZRgDIAEoCBINCgV0aWxlcxgEIAEoDRIQCghwZW5uYW50cxgFIAEoDRIOCgZjaXRpZXMYBiABKA0SDgoGcG9pbnRzGAcgAygFEjsKEmZvbGxvd2Vyc19yZXR1cm5lZBgIIAMoCzIfLm1lZXBsZS5jYXJjYXNzb25uZS52MS5Gb2xsb3dlchIJCgF4GAkgASgFEgkKAXkYCiABKAUSMQoIbG9jYXRpb24YCyABKA4yHy5tZWVwbGUuY2FyY2Fzc29ubmUudjEuTG9jYXRpb24iKQoIR2FtZU92ZXISDgoGc2NvcmVzGAEgAygFEg0KBXJhbmtzGAIgAygNKo0BCgtGZWF0dXJlS2luZBIcChhGRUFUVVJFX0tJTkRfVU5TUEVDSUZJRUQQABIVChFGRUFUVVJFX0tJTkRfUk9BRBABEhUKEUZFQVRVUkVfS0lORF9DSVRZEAISGgoWRkVBVFVSRV9LSU5EX01PTkFTVEVSWRADEhYKEkZFQVRVUkVfS0lORF9GSUVMRBAEKoECCghMb2NhdGlvbhIYChRMT0NBVElPTl9VTlNQRUNJRklFRBAAEg4KCkxPQ0FUSU9OX04QARIOCgpMT0NBVElPTl9FEAISDgoKTE9DQVRJT05fUxADEg4KCkxPQ0FUSU9OX1cQBBIPCgtMT0NBVElPTl9OTBAFEg8KC0xPQ0FUSU9OX05SEAYSDwoLTE9DQVRJT05fRUwQBxIPCgtMT0NBVElPTl9FUhAIEg8KC0xPQ0FUSU9OX1NMEAkSDwoLTE9DQVRJT05fU1IQChIPCgtMT0NBVElPTl9XTBALEg8KC0xPQ0FUSU9OX1dSEAwSEwoPTE9DQVRJT05fQ0VOVEVSEA0qcgoEU3RlcBIUChBTVEVQX1VOU1BFQ0lGSUVEEAASEgoOU1RFUF9EUkFXX1RJTEUQARITCg9TVEVQX1BMQUNFX1RJTEUQAhIXChNTVEVQX1BMQUNFX0ZPTExPV0VSEAMSEgoOU1RFUF9HQU1FX09WRVIQBCpeCgxTY29yaW5nUGhhc2USHQoZU0NPUklOR19QSEFTRV9VTlNQRUNJRklFRBAAEhYKElNDT1JJTkdfUEhBU0VfVFVSThABEhcKE1NDT1JJTkdfUEhBU0VfRklOQUwQAkJRChlkZXYubWVlcGxlLmNhcmNhc3Nvbm5lLnYxUAFaMm1lZXBsZS5kZXYvZ2VuL21lZXBsZS9jYXJjYXNzb25uZS92MTtjYXJjYXNzb25uZXYxYgZwcm90bzM");var Xl=Y(De,4);var jr=Y(De,6),_l=Y(De,7);var ro=Y(De,10);var dh=P(De,0),he=H(dh),uh=P(De,1),Ol=H(uh);var fh=P(De,3),ao=H(fh);function Jl(){return{auto:!0,cx:0,cy:0,k:1}}var Dl=56,hh=160;function ph(e,t,n,o){e.cx=t.x+t.w/2,e.cy=t.y+t.h/2,e.k=Math.max(t.w/n,t.h/o,.3125),o/2-t.h/e.k/2<hh&&n>4*Dl&&(e.k=Math.max(t.w/(n-2*Dl),t.h/o,.3125))}function Kl(e,t,n){return Math.max(e.w/t,e.h/n,.3125)*2}function jl(e,t,n,o,r=null){let a=0,s=0,i=()=>{if(!a||!s){e.setAttribute("viewBox",`${o.x} ${o.y} ${o.w} ${o.h}`);return}n.auto&&ph(n,r||o,a,s),n.k=Math.min(Math.max(n.k,.3125),Kl(o,a,s));let b=a*n.k,w=s*n.k;e.setAttribute("viewBox",`${n.cx-b/2} ${n.cy-w/2} ${b} ${w}`)};new ResizeObserver(()=>{let b=t.getBoundingClientRect();a=b.width,s=b.height,i()}).observe(t),i();let l=(b,w,S,v,x,B)=>{let G=e.getBoundingClientRect(),re=b.cx+(w-G.left-G.width/2)*b.k,pe=b.cy+(S-G.top-G.height/2)*b.k;n.auto=!1,n.k=Math.min(Math.max(B,.3125),Kl(o,a||1,s||1)),n.cx=re-(v-G.left-G.width/2)*n.k,n.cy=pe-(x-G.top-G.height/2)*n.k,i()},d=new Map,f=null,p=!1,y=()=>{let b=[...d.values()],w=b.reduce((x,B)=>x+B.x,0)/b.length,S=b.reduce((x,B)=>x+B.y,0)/b.length,v=b.length>1?Math.hypot(b[0].x-b[1].x,b[0].y-b[1].y):0;return{x:w,y:S,d:v}},m=()=>{f=d.size?{...y(),cx:n.cx,cy:n.cy,k:n.k}:null};e.addEventListener("pointerdown",b=>{b.pointerType==="mouse"&&b.button!==0||(d.size||(p=!1),d.set(b.pointerId,{x:b.clientX,y:b.clientY}),m())}),e.addEventListener("pointermove",b=>{if(!d.has(b.pointerId)||!f)return;d.set(b.pointerId,{x:b.clientX,y:b.clientY});let w=y();if(!p&&Math.hypot(w.x-f.x,w.y-f.y)<8&&(d.size<2||Math.abs(w.d-f.d)<8))return;p||(p=!0,e.setPointerCapture(b.pointerId));let S=d.size>1&&f.d&&w.d?f.k*(f.d/w.d):f.k;l(f,f.x,f.y,w.x,w.y,S)});let g=b=>{d.delete(b.pointerId)&&m()};return e.addEventListener("pointerup",g),e.addEventListener("pointercancel",g),e.addEventListener("click",b=>{p&&(p=!1,b.stopPropagation(),b.preventDefault())},!0),e.addEventListener("wheel",b=>{b.preventDefault();let w={cx:n.cx,cy:n.cy,k:n.k};l(w,b.clientX,b.clientY,b.clientX,b.clientY,n.k*Math.exp(b.deltaY*.0015))},{passive:!1}),{zoomBy(b){let w=e.getBoundingClientRect(),S=w.left+w.width/2,v=w.top+w.height/2;l({cx:n.cx,cy:n.cy,k:n.k},S,v,S,v,n.k/b)},reset(){n.auto=!0,i()}}}var Ql=new WeakMap;function ut(e){let t=Ql.get(e);(!t||t.count>e.events.length)&&(t={count:0,list:[]});for(let n of e.events.slice(t.count))for(let o of n.kind.value&&n.kind.value.gameEvents||[]){let r=oe(o,ro);r&&t.list.push(r)}return t.count=e.events.length,Ql.set(e,t),t.list}var Kt=We.carcassonne,Ke={[he.ROAD]:"road",[he.CITY]:"city",[he.MONASTERY]:"monastery",[he.FIELD]:"field"},ft=e=>Ol[e];function Qr(e,t,n,o,r={}){let a=Yt(Kt.tiles[e][t]);a.setAttribute("transform",`translate(${n*100},${o*100}) rotate(${90*t} 50 50)`),a.setAttribute("class","tile"),a.setAttribute("data-tile",e);for(let[s,i]of Object.entries(r))a.setAttribute(s,i);return a}function so(e,t,n={}){return W("svg",{viewBox:"-2 -2 104 104","aria-hidden":"true",...n},Qr(e,t,0,0))}function mh(e,t){let n=ft(e.location),[o,r]=Kt.spots[n]||[50,50],a=(e.kind===he.FIELD?Kt.farmer:Kt.follower).replace("COLOUR",Ne(e.seat)),s=Yt(a);return s.append(W("path",{d:Xr(e.seat),fill:"#fff",stroke:"#222","stroke-width":1.2,transform:`translate(0,${e.kind===he.FIELD?0:3}) scale(0.42)`})),W("g",{transform:`translate(${e.x*100+o},${e.y*100+r})`,class:`follower${t?" fresh":""}`,"data-seat":e.seat,"data-location":n},s)}var Jt=e=>`${e.seat}:${e.x},${e.y}:${e.location}`;function bh(e,t){let n=[...t.followers];if(t.currentSeat!==void 0)return n;let o=new Set(n.map(Jt));for(let r of ut(e))if(!(r.event.case!=="featureScored"||r.event.value.phase!==ao.FINAL))for(let a of r.event.value.followersReturned)o.has(Jt(a))||n.push(a),o.add(Jt(a));return n}function gh(e,t){let n=t.tiles.length>1?t.tiles[t.tiles.length-1]:null;if(!n)return null;let o=null;for(let r of ut(e))r.event.case==="tilePlaced"&&(o=null),r.event.case==="followerPlaced"&&(o=r.event.value.follower);return{tile:n,follower:o}}var Pl=new WeakMap;function Hl(e,t){e.addEventListener("click",t),e.addEventListener("keydown",n=>{(n.key==="Enter"||n.key===" ")&&(n.preventDefault(),t(n))})}function zl(e,t,n,{rotation:o,onCell:r,onSpot:a,spots:s}){let i=e.ui,l=new Set(t.tiles.map(k=>`${k.x},${k.y}`)),d=new Set;if(e.actions.length&&t.currentTile)for(let k of t.tiles)for(let[I,O]of[[0,-1],[1,0],[0,1],[-1,0]]){let J=`${k.x+I},${k.y+O}`;l.has(J)||d.add(J)}let f=[...t.tiles.map(k=>[k.x,k.y]),...[...d].map(k=>k.split(",").map(Number))],p=f.map(k=>k[0]),y=f.map(k=>k[1]),m=d.size?0:1,g=Math.min(...p)-m,b=Math.min(...y)-m,w={x:g*100-10,y:b*100-10,w:(Math.max(...p)+m-g+1)*100+20,h:(Math.max(...y)+m-b+1)*100+20},S=W("svg",{class:"map",id:"map",role:"group","aria-label":c("carcassonne-map",{tiles:t.tiles.length})});for(let k of t.tiles)S.append(Qr(k.tile,k.rotation,k.x,k.y,{"data-x":k.x,"data-y":k.y}));let v=gh(e,t),x=Pl.get(e)||{},B={tile:v?`${v.tile.x},${v.tile.y}`:"",follower:v&&v.follower?Jt(v.follower):""};v&&S.append(W("rect",{x:v.tile.x*100+3,y:v.tile.y*100+3,width:94,height:94,class:`last-placed${B.tile!==x.tile?" fresh":""}`,id:"last-move"}));for(let k of bh(e,t)){let I=B.follower&&Jt(k)===B.follower&&B.follower!==x.follower;S.append(mh(k,I))}Pl.set(e,B);for(let k of new Set([...d,...n.keys()])){let[I,O]=k.split(",").map(Number),J=n.get(k),ne=J?J.includes(o)?"cell fit":"cell fit-other":"cell",sa=W("rect",{x:I*100+4,y:O*100+4,width:92,height:92,rx:8,class:ne+(i.cell===k?" chosen":""),"data-cell":k,tabindex:J?0:-1,role:"button","aria-label":c(J?"carcassonne-cell-fits":"carcassonne-cell",{x:I,y:O}),"aria-pressed":i.cell===k?"true":"false"});Hl(sa,()=>r(k,J)),S.append(sa)}if(i.cell&&t.currentTile){let[k,I]=i.cell.split(",").map(Number),O=Qr(t.currentTile,o,k,I,{opacity:"0.85"});O.classList.add("ghost"),O.style.pointerEvents="none",S.append(O)}let G=t.lastPlaced;for(let k of G?s:[]){let[I,O]=Kt.spots[k.loc]||[50,50],J=W("circle",{cx:G.x*100+I,cy:G.y*100+O,r:14,class:"spot","data-spot":k.id,tabindex:0,role:"button","aria-label":k.label},W("title",{},k.label));Hl(J,()=>a(k.action)),S.append(J)}let re=u("div",{class:"map-box",id:"map-box"},S),pe=G&&s.length?{x:G.x*100-100,y:G.y*100-100,w:300,h:300}:null,me=jl(S,re,i.camera,w,pe),E=(k,I,O,J)=>{let ne=u("button",{type:"button",class:"small",id:k,"aria-label":I,title:I},O);return ne.addEventListener("click",J),ne};return re.append(u("div",{class:"zoom-buttons"},E("zoom-in",c("carcassonne-zoom-in"),"+",()=>me.zoomBy(1.4)),E("zoom-out",c("carcassonne-zoom-out"),"−",()=>me.zoomBy(1/1.4)),E("zoom-fit",c("carcassonne-fit"),"⤢",()=>me.reset()))),re}function yh(e){return new Intl.ListFormat(ue(),{type:"conjunction"}).format(e)}function wh(e,t,n){let o=e.gameView;return o?o.tiles.find(r=>r.x===t&&r.y===n):null}function io(e,t){return so(e,t,{class:"log-tile"})}function kh(e,t){let n=Ke[e.kind],o=e.points.map((f,p)=>[p,f]).filter(([,f])=>f>0),r=[...new Set(e.followersReturned.map(f=>f.seat))],a=o.length?o.map(([f])=>f):r,s={players:yh(a.map(f=>t.seatName(f))),count:a.length,points:o.length?Math.max(...e.points):0,tiles:e.tiles,pennants:e.pennants,cities:e.cities},i;a.length?n==="field"?i="carcassonne-log-field":i=`carcassonne-log-${n}-${e.phase===ao.FINAL&&!e.complete?"unfinished":"completed"}`:i=`carcassonne-log-${n}-unclaimed`;let l=c(i,s),d=wh(t,e.x,e.y);return{text:l,cls:"scoring-event",icon:d?io(d.tile,d.rotation):null}}function Pr(e,t){let n=e.event,o=r=>t.seatName(r);switch(n.case){case"tileDrawn":return{text:c("carcassonne-log-tile-drawn",{player:o(n.value.seat),left:n.value.tilesRemaining}),cls:"minor"};case"tileDiscarded":return{text:c("carcassonne-log-tile-discarded"),icon:io(n.value.tile,0)};case"tileReturned":return{text:c("carcassonne-log-tile-returned"),icon:io(n.value.tile,0)};case"tilePlaced":return{text:c("carcassonne-log-tile-placed",{player:o(n.value.seat)}),icon:io(n.value.tile.tile,n.value.tile.rotation)};case"followerPlaced":{let r=n.value.follower;return{text:c(`carcassonne-log-follower-${Ke[r.kind]}`,{player:o(r.seat)})}}case"followerSkipped":return{text:c("carcassonne-log-no-follower",{player:o(n.value.seat)}),cls:"minor"};case"featureScored":return kh(n.value,t);case"gameOver":return{text:c("carcassonne-log-game-over"),cls:"scoring-event"};default:return null}}var Hr=[he.ROAD,he.CITY,he.MONASTERY,he.FIELD];function zr(e){return c("carcassonne-follower-choice",{kind:Ke[e.kind],where:ft(e.location)})}function Eh(e){let t=e.action;return t.case==="placeTile"?c("carcassonne-do-tile",{x:t.value.x,y:t.value.y,turns:t.value.rotation}):t.case==="placeFollower"?zr(t.value):c("carcassonne-pass")}function ht(e){return e.rotations?e.rotations[e.turn%e.rotations.length]:0}async function vh(e,t,n){let o=e.ui;if(!n){let[r,a]=t.split(",").map(Number),s=L(jr,{action:{case:"placeTile",value:L(_l,{x:r,y:a,rotation:ht(o)})}});o.whyNot=await e.whyNot(s)||"";let i=document.getElementById("why-not");i&&(i.textContent=o.whyNot);return}n.includes(ht(o))||(o.turn=o.rotations.indexOf(n[0])),o.cell=t,o.whyNot="",ql(e,"place")}function ql(e,t){e.render();let n=document.getElementById(t);n&&n.focus({preventScroll:!0})}function lo(e,t,n){let o=u("button",{type:"button",...e},t);return o.addEventListener("click",n),o}function Sh(e,t,n){let o=e.ui,r=e.actions.length>0,a=t.currentSeat!==void 0?e.seatName(t.currentSeat):"",s=[],i="",l=[];if(t.currentTile){let d=ht(o);s.push(so(t.currentTile,d,{class:"preview",id:"current-tile","data-tile":t.currentTile,"data-rotation":d,role:"img","aria-hidden":null,"aria-label":r?c("carcassonne-your-tile"):c("carcassonne-their-tile",{player:a})}))}if(r&&e.actions[0].action.case==="placeTile")i=o.cell?c("carcassonne-hint-place"):c("carcassonne-hint-cell"),l=[lo({id:"rotate",disabled:o.rotations.length<2},c("carcassonne-rotate"),()=>{o.turn=(o.turn+1)%o.rotations.length,o.cell&&!(n.get(o.cell)||[]).includes(ht(o))&&(o.cell=null),ql(e,"rotate")}),lo({id:"place",class:"primary",disabled:!o.cell},c("carcassonne-place"),()=>{let[d,f]=o.cell.split(",").map(Number),p=ht(o),y=e.actions.find(m=>m.action.case==="placeTile"&&m.action.value.x===d&&m.action.value.y===f&&m.action.value.rotation===p);y&&e.submit(y)})];else if(r)i=c("carcassonne-hint-follower"),l=[...e.actions].sort((f,p)=>(p.action.case==="pass")-(f.action.case==="pass")).map(f=>f.action.case==="pass"?lo({id:"pass",class:"choice"},c("carcassonne-pass"),()=>e.submit(f)):lo({class:"choice follower-choice","data-spot":`${Ke[f.action.value.kind]}-${ft(f.action.value.location)}`},zr(f.action.value),()=>e.submit(f)));else if(a&&e.view.state===2)i=c("carcassonne-playing",{player:a});else return null;return s.push(u("div",{class:"bar-text"},u("p",{class:"hint",id:r?"hint":"turn"},i),u("p",{class:"why-not",id:"why-not",role:"alert"},o.whyNot||""))),u("div",{class:"carc-bar",id:"carc-bar"},u("div",{class:"bar-top"},s),l.length?u("div",{class:"buttons",id:"controls"},l):null)}function Ah(e,t){return u("ul",{class:"scoreboard"},t.seats.map(n=>u("li",{class:`player${t.currentSeat===n.seat?" current":""}`,"data-seat":n.seat,"data-score":n.score},Me(n.seat),u("span",{class:"name"},e.seatName(n.seat)),u("span",{class:"score"},c("carcassonne-points",{points:n.score})),u("small",{class:"supply"},c("carcassonne-supply",{count:n.followersInSupply})))))}function xh(e){let t=e.events.length?e.events[e.events.length-1]:null;if(!t||!t.kind.value||!t.kind.value.gameEvents)return null;let n=ut(e),r=n.slice(n.length-t.kind.value.gameEvents.length).filter(a=>a.event.case==="featureScored").map(a=>Pr(a,e));return r.length?u("div",{class:"scoring",id:"scoring"},r.map(a=>u("p",{},a.icon,a.text))):null}function Nh(e){let t=Array.from({length:e.table.seats.length},()=>Hr.map(()=>0));for(let n of ut(e)){if(n.event.case!=="featureScored")continue;let o=Hr.indexOf(n.event.value.kind);n.event.value.points.forEach((r,a)=>{t[a][o]+=r})}return{columns:["roads","cities","monasteries","fields"].map(n=>c(`carcassonne-breakdown-${n}`)),rows:t,note:c("carcassonne-breakdown-note")}}function Ih(e){let t=e.gameView,n=e.ui,o=new Map;for(let i of e.actions){if(i.action.case!=="placeTile")continue;let l=`${i.action.value.x},${i.action.value.y}`;o.has(l)||o.set(l,[]),o.get(l).push(i.action.value.rotation)}n.rotations||(n.rotations=[...new Set(e.actions.filter(i=>i.action.case==="placeTile").map(i=>i.action.value.rotation))].sort(),n.rotations.length||(n.rotations=[0]));let r=e.actions.filter(i=>i.action.case==="placeFollower").map(i=>({action:i,loc:ft(i.action.value.location),label:zr(i.action.value),id:`${Ke[i.action.value.kind]}-${ft(i.action.value.location)}`})),a=zl(e,t,o,{rotation:ht(n),spots:r,onCell:(i,l)=>vh(e,i,l),onSpot:i=>e.submit(i)}),s=Sh(e,t,o);return u("section",{class:`game carcassonne${s?" with-bar":""}`,id:"game"},u("div",{class:"board-col"},a),u("aside",{class:"side card"},Ah(e,t),u("p",{class:"pile",id:"tiles-left"},c("carcassonne-tiles-left",{count:t.tilesRemaining})),s,xh(e)))}var Rh={get title(){return c("carcassonne-title")},View:Xl,Event:ro,Action:jr,freshUi(e){return{camera:e.camera||Jl(),turn:0,rotations:null,cell:null,whyNot:""}},render:Ih,describeEvent:Pr,describeAction:Eh,breakdown:Nh};var ec=(e,t)=>e.default||e[t],tc={burgundy:ec(Jr,"burgundy"),carcassonne:ec(qr,"carcassonne")};var Je=tc;function Vh(e){return new Intl.ListFormat(ue(),{type:"conjunction"}).format(e)}function co(e){let t=e.view.outcome||e.table.outcome,n=[...t.scores.keys()].sort((p,y)=>t.ranks[p]-t.ranks[y]),o=n.filter(p=>t.ranks[p]===1),r=Math.max(...t.scores),a=t.scores.filter(p=>p===r).length,s;o.length>1?s=c("final-shared-victory",{players:Vh(o.map(p=>e.seatName(p)))}):s=c(a>1?"final-wins-tie-break":"final-wins",{player:e.seatName(o[0])});let i=e.game?e.game.breakdown(e):null,l=i?i.columns:[],d=[c("final-rank"),c("final-player"),c("final-score"),...l],f=(p,y,m={})=>u("td",{"data-label":d[p],...m},y);return u("section",{class:"card final",id:"final"},u("h2",{id:"winner"},s),u("table",{class:"scores","aria-label":c("final-heading")},u("thead",{},u("tr",{},d.map(p=>u("th",{scope:"col"},p)))),u("tbody",{},n.map(p=>u("tr",{class:"final-score","data-seat":p,"data-score":t.scores[p],"data-rank":t.ranks[p]},f(0,R(t.ranks[p]),{class:"rank"}),f(1,[Me(p),e.seatName(p)],{class:"player-name"}),f(2,R(t.scores[p]),{class:"score"}),...i?i.rows[p].map((y,m)=>f(3+m,R(y))):[])))),i&&i.note?u("p",{class:"muted"},i.note):null)}function nc(e,t){return new Promise(n=>{let o=u("button",{type:"button",class:"primary",id:"confirm-yes"},t),r=u("button",{type:"button",id:"confirm-no"},c("table-confirm-cancel")),a=u("dialog",{class:"confirm",id:"confirm"},u("p",{},e),u("div",{class:"confirm-buttons"},r,o)),s=i=>{a.close(),a.remove(),n(i)};o.addEventListener("click",()=>s(!0)),r.addEventListener("click",()=>s(!1)),a.addEventListener("cancel",()=>s(!1)),document.body.append(a),a.showModal(),r.focus()})}var Zh="easy";function Th(e){return u("select",{class:"seat-level","data-seat":e.index,"aria-label":c("table-host-bot-level")},Jn.map(n=>u("option",{value:n,selected:n===Zh},c(`bot-name-${n}`))))}function oc(e){return e.state!==we.TAKEN&&e.state!==we.LEFT?"empty":e.absent?"absent":e.player===it.BOT?"bot":e.presence===Rr.PRESENT?"present":e.presence===Rr.AWAY?"away":"unknown"}function $h(e,t){let n=e.table.turnClock,o=n&&n.seat===t.index&&n.deadline,r=t.timeBank&&e.table.serviceOptions.turn_timer==="bank";if(o){let a=dt(n.deadline);return u("span",{class:"clock running",id:`clock-${t.index}`,"data-deadline":a,title:c("table-clock-title")},jn(a-Date.now()))}if(r){let a=Number(t.timeBank.seconds)*1e3+t.timeBank.nanos/1e6;return u("span",{class:"clock bank",id:`clock-${t.index}`,title:c("table-bank-title")},jn(a))}return null}async function uo(e,t,n,o){if(!await nc(t,n))return null;try{let r=await o();return await e.refresh(),r}catch(r){return e.say(T(r)),null}}function Bh(e,t,n){let o=e.plainName(t.index),r=M(e.saved.host),a=[],s=n==="away"||n==="absent"?Th(t):null,i=()=>({kind:s.value,level:0});if(s&&a.push(s),n==="away"){let l=u("button",{type:"button",class:"seat-control","data-control":"bot-plays","data-seat":t.index},c("table-host-bot-plays",{name:o}));l.addEventListener("click",()=>uo(e,c("table-host-bot-plays-confirm",{name:o}),c("table-host-bot-plays-yes"),()=>N.addBot({table:e.name,seat:t.index,bot:i(),keepSeat:!0,requestId:ee()},r))),a.push(l)}if(n==="absent"){let l=u("button",{type:"button",class:"seat-control","data-control":"bot-for-good","data-seat":t.index},c("table-host-bot-for-good",{name:o}));l.addEventListener("click",()=>uo(e,c("table-host-bot-for-good-confirm",{name:o}),c("table-host-bot-for-good-yes"),()=>N.addBot({table:e.name,seat:t.index,bot:i(),requestId:ee()},r)));let d=u("button",{type:"button",class:"seat-control","data-control":"free","data-seat":t.index},c("table-host-free",{name:o}));d.addEventListener("click",async()=>{let f=await uo(e,c("table-host-free-confirm",{name:o}),c("table-host-free-yes"),()=>N.freeSeat({table:e.name,seat:t.index,requestId:ee()},r));f&&e.newInvite(f.inviteToken)}),a.push(l,d)}return a.length?u("span",{class:"seat-controls"},a):null}function Lh(e){return{present:c("table-seat-present"),away:c("table-seat-away"),absent:c("table-seat-absent"),bot:c("table-seat-bot"),empty:c("table-seat-empty")}[e]||""}function rc(e){let t=e.table,n=t.state===U.ACTIVE,o=n?e.view.currentSeat:void 0,r=t.seats.map(i=>{let l=n||!["present","away"].includes(oc(i))?oc(i):"unknown",d=o===i.index;return u("li",{class:`seat seat-${l}${d?" seat-turn":""}`,"data-seat":i.index,"data-status":l,"data-turn":String(d)},u("span",{class:"dot",style:`background:${Ne(i.index)}`}),u("span",{class:"seat-name"},e.plainName(i.index)),i.index===e.mySeat?u("span",{class:"chip you"},c("table-seat-you")):null,l!=="unknown"?u("span",{class:`chip presence ${l}`},Lh(l)):null,d?u("span",{class:"chip turn"},c("table-seat-to-play")):null,$h(e,i),n&&e.saved.host&&i.index!==e.mySeat?Bh(e,i,l):null)}),a=[u("h2",{class:"sr-heading"},c("table-seats-heading")),u("ul",{class:"seats live-seats",id:"seats"},r)],s=e.mySeat!==null?t.seats[e.mySeat]:null;if(n&&s&&s.absent){let i=u("button",{type:"button",class:"primary",id:"reclaim"},c("table-reclaim"));i.addEventListener("click",async()=>{try{await N.reclaimSeat({table:e.name,requestId:ee()},M(e.token))}catch(l){e.say(T(l))}await e.refresh()}),a.push(u("div",{class:"reclaim",id:"bot-plays-for-you",role:"status"},u("p",{},c("table-bot-plays-for-you")),i))}else n&&s&&s.reclaiming&&a.push(u("p",{class:"hint",role:"status"},c("table-reclaiming")));return vl(),u("section",{class:"card seats-panel",id:"seats-panel"},a)}function ac(e){let t=e.table.state;if(!e.saved.host||![U.ACTIVE,U.WAITING].includes(t))return null;let n=u("button",{type:"button",class:"danger",id:"abandon"},c("table-host-end"));return n.addEventListener("click",()=>uo(e,c("table-host-end-confirm"),c("table-host-end-yes"),()=>N.abandonTable({table:e.name,requestId:ee()},M(e.saved.host)))),n}var Mh=/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;function Gh(e){try{return Mh.test(new URL(e).hostname)}catch{return!1}}function ea(e,t,n){let o=u("input",{id:t,readonly:!0,value:n,class:"link"}),r=u("button",{type:"button","data-copy":t},c("table-copy"));return r.addEventListener("click",async()=>{o.select();try{await navigator.clipboard.writeText(n)}catch{document.execCommand("copy")}r.textContent=c("table-copied")}),u("label",{class:"share"},e,u("span",{class:"copy-row"},o,r))}function Ch(e,t){return e.inviteUrl||`${location.origin}/t/${t}?invite=${e.invite}`}function Uh(e,t){return e.spectatorUrl||`${location.origin}/t/${t}?spectate=${e.spectate}`}function ta(e,t,n){if(!e.invite)return null;let o=Ch(e,t),r=[ea(c("table-invite-link"),"invite-link",o),ea(c("table-spectator-link"),"spectator-link",Uh(e,t))];return Gh(o)&&r.unshift(u("p",{class:"warning",id:"loopback-warning",role:"note"},c("table-loopback-warning"))),u("details",{class:"card links",id:"links",open:n},u("summary",{},c("table-links")),r)}function sc(e,t){if(!e.credential)return null;let n=`${location.origin}/t/${t}#seat=${encodeURIComponent(e.credential)}`;return u("details",{class:"card links",id:"other-device"},u("summary",{},c("table-other-device")),u("p",{class:"muted"},c("table-other-device-hint")),ea(c("table-other-device-link"),"device-link",n))}function ic(e){let t=location.hash.match(/^#seat=([A-Za-z0-9_%-]+)$/);return t?(history.replaceState(null,"",`/t/${e}`),decodeURIComponent(t[1])):null}function lc(e){return u("button",{id:"undo",class:"undo",type:"button",onclick:()=>Fh(e)},c("undo-button"))}async function Fh(e){let t;try{t=await N.undoAction({table:e.name,requestId:ee(),expectedVersion:e.version,includeDecision:!0},M(e.token))}catch(n){let{reason:o,metadata:r}=te(n);e.say(o==="UNDO_NOT_ALLOWED"?c("undo-refused",{why:r.why||""}):T(n));return}t.decision&&(e.decision=t.decision),e.message=c("undo-done"),await e.refresh()}var cc={seatJoined:"table-log-joined",seatLeft:"table-log-left",turnTimedOut:"table-log-timed-out",seatReclaimed:"table-log-reclaimed",seatFreed:"table-log-freed",tableAbandoned:"table-log-abandoned",actionUndone:"undo-log"};function fo(e,t){let n=t.kind,o=n.value&&n.value.seat!==void 0?e.seatName(n.value.seat):"";if(cc[n.case])return[{text:c(cc[n.case],{name:o})}];if(n.case==="botSeated")return[{text:c(n.value.forAbsentPlayer?"table-log-bot-for":"table-log-bot",{name:o})}];let r=[];n.case==="tableStarted"&&r.push({text:c("table-log-started")});let a=n.value&&n.value.gameEvents?n.value.gameEvents:[];for(let s of a){let i=e.game?oe(s,e.game.Event):null,l=i?e.game.describeEvent(i,e):null;l&&r.push(l)}return r.length||r.push({text:c("table-log-acted",{name:o})}),r}function na(){return"serviceWorker"in navigator&&"PushManager"in window&&"Notification"in window}function Yh(e){let t=e.replace(/-/g,"+").replace(/_/g,"/"),n=atob(t+"=".repeat((4-t.length%4)%4));return Uint8Array.from(n,o=>o.charCodeAt(0))}async function Wh(){return navigator.serviceWorker.register("/sw.js",{scope:"/"})}var oa=class{constructor(t){this.page=t,this.settings=null,this.emailAvailable=!1,this.pushKey="",this.status=u("p",{class:"status",id:"notify-status",role:"status"}),this.pushButton=u("button",{type:"button",id:"push-toggle"}),this.emailInput=u("input",{type:"email",id:"notify-email",maxlength:254,autocomplete:"email",inputmode:"email"}),this.saveButton=u("button",{type:"button",id:"email-save"},c("notify-email-save")),this.removeButton=u("button",{type:"button",id:"email-remove"},c("notify-email-remove")),this.muteButton=u("button",{type:"button",id:"mute-toggle"}),this.mutedNote=u("span",{class:"muted",id:"muted-note"}),this.emailBox=u("div",{class:"notify-email"}),this.pushButton.addEventListener("click",()=>this.togglePush()),this.saveButton.addEventListener("click",()=>this.saveEmail(this.emailInput.value.trim())),this.removeButton.addEventListener("click",()=>this.saveEmail("")),this.muteButton.addEventListener("click",()=>this.update({muted:!this.settings.muted},["muted"])),this.node=u("details",{class:"card notify",id:"notify"},u("summary",{},c("notify-heading")),u("div",{class:"notify-row"},this.pushButton),this.emailBox,u("div",{class:"notify-row"},this.muteButton,this.mutedNote),this.status),this.load()}auth(){return M(this.page.token)}async load(){try{let t=await N.getNotificationSettings({table:this.page.name},this.auth());this.settings=t.settings,this.emailAvailable=t.emailAvailable,this.pushKey=t.pushPublicKey,this.emailInput.value=t.settings.email,this.draw()}catch(t){this.say(T(t),!0)}}say(t,n=!1){this.status.textContent=t,this.status.dataset.error=String(n)}async thisDevice(){if(!na())return null;let t=await navigator.serviceWorker.getRegistration("/");return t?t.pushManager.getSubscription():null}async draw(){let t=this.settings;if(!t)return;let n=await this.thisDevice().catch(()=>null),o=n&&t.pushSubscriptions.some(r=>r.endpoint===n.endpoint);this.pushButton.textContent=o?c("notify-push-off"):c("notify-push-on"),this.pushButton.dataset.on=String(!!o),this.pushButton.disabled=!na(),this.emailAvailable?this.emailBox.replaceChildren(u("label",{for:"notify-email"},c("notify-email-label")),this.emailInput,u("div",{class:"notify-row"},this.saveButton,t.email?this.removeButton:null)):this.emailBox.replaceChildren(u("p",{class:"muted"},c("notify-email-none"))),this.muteButton.textContent=t.muted?c("notify-unmute"):c("notify-mute"),this.mutedNote.textContent=t.muted?c("notify-muted"):"",this.muteButton.dataset.on=String(t.muted),this.node.dataset.muted=String(t.muted)}async update(t,n){try{let o=await N.updateNotificationSettings({table:this.page.name,settings:{...t,language:ue()},updateMask:{paths:[...n,"language"]}},this.auth());return this.settings=o.settings,!0}catch(o){return this.say(T(o),!0),!1}finally{this.draw()}}async saveEmail(t){await this.update({email:t},["email"])&&this.say(t?c("notify-email-saved"):"")}async togglePush(){let t=await this.thisDevice().catch(()=>null),n=t&&this.settings.pushSubscriptions.some(o=>o.endpoint===t.endpoint);try{if(n){let o=await N.deletePushSubscription({table:this.page.name,endpoint:t.endpoint},this.auth());this.settings=o.settings,this.say("")}else{if(await Notification.requestPermission()!=="granted"){this.say(c("notify-push-denied"),!0);return}let r=await Wh();await navigator.serviceWorker.ready;let a;try{a=t||await r.pushManager.subscribe({userVisibleOnly:!0,applicationServerKey:Yh(this.pushKey)})}catch{this.say(c("notify-push-unavailable"),!0);return}let s=a.toJSON(),i=await N.addPushSubscription({table:this.page.name,subscription:{endpoint:s.endpoint,p256dh:s.keys.p256dh,auth:s.keys.auth}},this.auth());this.settings=i.settings,await this.update({},[]),this.say(c("notify-push-enabled"))}}catch(o){this.say(T(o),!0)}finally{this.draw()}}};function dc(e){let t=e.table.state;return e.mySeat===null||t!==U.ACTIVE&&t!==U.WAITING?null:(e.notifyPanel||(e.notifyPanel=new oa(e)),na()||e.notifyPanel.say(c("notify-push-unsupported")),e.notifyPanel.node)}async function uc(e,t,n){let o=`tables/${t}`;document.title=c("table-title-opening");let r=Dn(t)||{},a=n.get("invite"),s=n.get("spectate"),i=ic(t);if(i)try{let{view:d}=await N.getView({table:o},M(i));if(d.viewerSeat===void 0)throw new Error("not a seat");r=Te(t,{seat:d.viewerSeat,credential:i})}catch(d){ke(e,c("table-device-link-broken"),lt(d)?c("error-unreachable"):c("table-device-link-broken-hint"));return}if(s&&(r=Te(t,{spectate:s})),(s||a&&r.credential)&&history.replaceState(null,"",`/t/${t}`),!r.credential&&a){yl(e,t,a,d=>new ho(e,t,o,d).start());return}if(!(r.credential||r.host||r.spectate)){ke(e,c("table-needs-link"),c("table-needs-link-hint"));return}new ho(e,t,o,r).start()}var ho=class{constructor(t,n,o,r){Object.assign(this,{root:t,tableId:n,name:o,saved:r}),this.token=r.credential||r.host||r.spectate,this.mySeat=r.credential?r.seat:null,this.version=null,this.seen=null,this.events=[],this.ui={},this.message="",this.refreshing=null,this.again=!1,this.decision=null,this.streaming=!1}async start(){_(this.root,u("p",{class:"muted"},c("table-opening")));try{await this.loadHistory(),await this.refresh()}catch(t){let{reason:n}=te(t);["TABLE_NOT_FOUND","CREDENTIAL_NOT_ACCEPTED","CREDENTIAL_MALFORMED"].includes(n)?ke(this.root,c("table-link-broken"),T(t)):ke(this.root,c("table-cannot-show"),T(t));return}this.watch()}async loadHistory(){let t="";do{let n=await N.listEvents({table:this.name,pageSize:1e3,pageToken:t},M(this.token));for(let o of n.events)this.addEvent(o);t=n.nextPageToken}while(t)}addEvent(t){this.seen!==null&&t.version<=this.seen||(this.events.push(t),this.seen=t.version)}async watch(){let t=500;for(;;){try{let n={table:this.name,includeDecision:this.mySeat!==null};this.seen!==null&&(n.afterVersion=this.seen);for await(let o of N.watchTable(n,M(this.token)))t=500,this.setConnection(""),this.streaming=!0,o.decision&&(this.decision=o.decision),o.kind.case==="event"?(this.addEvent(o.kind.value),this.refresh()):o.kind.case==="snapshot"?(this.seen===null&&(this.seen=o.kind.value.version),this.refresh()):o.kind.case==="heartbeat"&&this.refreshPresence()}catch(n){if(this.streaming=!1,this.setConnection(T(n)),te(n).reason==="CREDENTIAL_NOT_ACCEPTED")return}await new Promise(n=>setTimeout(n,t)),t=Math.min(t*2,8e3),this.refresh()}}setConnection(t){this.connection=t;let n=document.getElementById("connection");n&&(n.textContent=t?c("table-reconnecting",{reason:t}):"")}refresh(){return this.refreshing?(this.again=!0,this.refreshing):(this.refreshing=(async()=>{try{do this.again=!1,await this.load();while(this.again)}catch(t){this.setConnection(T(t))}finally{this.refreshing=null}})(),this.refreshing)}async refreshPresence(){if(!(this.refreshing||!this.table))try{let{table:t}=await N.getTable({name:this.name},M(this.token)),n=o=>o.seats.map(r=>r.presence).join();if(this.refreshing||t.version!==this.table.version)return;n(t)!==n(this.table)&&(this.table=t,this.render())}catch(t){this.setConnection(T(t))}}async load(){let[{table:t},{view:n}]=await Promise.all([N.getTable({name:this.name},M(this.token)),N.getView({table:this.name},M(this.token))]),o=[];if(this.mySeat!==null&&n.state===U.ACTIVE&&n.currentSeat===this.mySeat){if(this.decision&&this.decision.version===n.version)o=this.decision.legalActions;else if(!this.streaming){let r=await N.listLegalActions({table:this.name},M(this.token));r.version===n.version?o=r.actions:this.again=!0}}this.table=t,this.view=n,this.game=Je[t.game.split("/")[1]],this.gameView=n.gameView&&this.game?oe(n.gameView,this.game.View):null,this.actions=this.game?o.map(r=>oe(r,this.game.Action)):[],this.version!==n.version&&(this.ui=this.game?this.game.freshUi(this.ui):{}),this.version=n.version,this.render()}async submit(t){this.message="";try{let n=await N.submitAction({table:this.name,action:$t(this.game.Action,t),expectedVersion:this.version,requestId:ee(),includeDecision:!0},M(this.token));n.decision&&(this.decision=n.decision)}catch(n){this.say(T(n)),lt(n)&&this.setConnection(T(n))}await this.refresh()}async whyNot(t){try{return await N.validateAction({table:this.name,action:$t(this.game.Action,t),expectedVersion:this.version},M(this.token)),""}catch(n){return T(n)}}say(t){this.message=t;let n=document.getElementById("message");n&&(n.textContent=t)}seatName(t){let n=this.plainName(t);return t===this.mySeat?c("table-seat-name-you",{name:n}):n}plainName(t){let n=this.table.seats[t];return n&&n.displayName?gl(n):c("table-seat-number",{number:t+1})}newInvite(t){let n=this.saved.inviteUrl?this.saved.inviteUrl.split("/t/")[0]:location.origin;this.saved=Te(this.tableId,{invite:t,inviteUrl:`${n}/t/${this.tableId}?invite=${t}`}),this.render()}render(){let t=this.table,n=this.game?this.game.title:t.game;document.title=c("table-title",{game:n,table:t.displayName||""});let o=u("header",{class:"bar"},u("a",{href:"/",class:"home"},c("app-name")),u("span",{class:"title"},n),u("span",{class:"who",id:"who"},this.mySeat!==null?c("table-header-you",{name:this.plainName(this.mySeat)}):this.saved.host?c("table-header-host"):c("table-header-watching")),u("span",{id:"connection",class:"connection",role:"status"},this.connection?c("table-reconnecting",{reason:this.connection}):"")),r=[];t.state===U.WAITING?r.push(this.renderWaiting()):(r.push(rc(this)),r.push(Sl(this)),t.state===U.ABANDONED&&r.push(u("section",{class:"card",id:"abandoned"},u("h2",{},c("table-abandoned")),u("p",{},c("table-abandoned-text"))))),t.state===U.FINISHED&&r.push(this.renderEnd()),this.game&&this.gameView&&r.push(this.game.render(this)),this.mySeat!==null&&t.state===U.ACTIVE&&r.push(lc(this)),this.game||r.push(u("p",{},c("table-cannot-draw",{game:t.game}))),t.state!==U.WAITING&&r.push(ta(this.saved,this.tableId,!1)),r.push(dc(this)),r.push(sc(this.saved,this.tableId)),r.push(ac(this)),r.push(this.renderFairness()),r.push(this.renderLog()),this.root.dataset.version=String(this.view.version),this.root.dataset.state=String(t.state),this.root.dataset.mine=String(this.actions.length>0),_(this.root,o,u("p",{id:"message",class:"message",role:"alert"},this.message),...r)}renderWaiting(){let t=this.table,n=t.seats.filter(a=>a.state===we.EMPTY).length,o=t.seats.map(a=>u("li",{class:"seat","data-seat":a.index},Me(a.index),a.state===we.TAKEN?this.seatName(a.index):c("table-free-seat"))),r=[u("h2",{},n?c("table-waiting-for",{count:n}):c("table-everyone-here")),u("ul",{class:"seats"},o),ta(this.saved,this.tableId,!0)];if(this.saved.host&&!t.autoStart){let a=u("button",{class:"primary",id:"start",disabled:n>0},c("table-start"));a.addEventListener("click",async()=>{try{await N.startTable({name:this.name,etag:t.etag,requestId:ee()},M(this.saved.host))}catch(s){this.say(T(s))}}),r.push(a)}else t.autoStart?r.push(u("p",{class:"muted"},c("table-auto-start"))):r.push(u("p",{class:"muted"},c("table-host-starts")));return u("section",{class:"card waiting",id:"waiting"},r)}renderEnd(){return co(this)}renderFairness(){let t=this.table.fairness;if(!t||!t.commitment.length)return null;let n=[u("p",{class:"muted"},c("table-fair-commitment")," ",u("code",{class:"commitment",id:"commitment"},ct(t.commitment)))];if(t.serverSecret.length){let o=u("p",{id:"fairness-check"},c("table-fair-checking"));n.push(o),bl(this.table).then(r=>{o.textContent=r.commitment&&r.seed?c("table-fair-verified"):r.commitment?c("table-fair-bad-seed"):c("table-fair-bad-commitment"),o.dataset.verified=String(r.commitment&&r.seed)})}return u("details",{class:"card fairness",open:!!t.serverSecret.length},u("summary",{},c("table-fair-draws")),...n)}renderLog(){let t=[];for(let o of this.events)for(let r of this.describe(o))t.push(u("li",{"data-version":o.version,class:r.cls||""},r.icon||null,r.text));t.reverse();let n=this.table.state===U.WAITING?null:u("a",{href:`/t/${this.tableId}/replay`,id:"replay-link",class:"replay-link"},c("replay-open"));return u("section",{class:"card log"},u("h3",{id:"log-title"},c("table-log")),n,u("ol",{id:"log",reversed:!0,tabindex:0,"aria-labelledby":"log-title"},t))}describe(t){return fo(this,t)}};var Xh={[On.INACCURACY]:{name:"inaccuracy",sign:"?!"},[On.MISTAKE]:{name:"mistake",sign:"?"},[On.BLUNDER]:{name:"blunder",sign:"??"}},fc=2e3;function ra(e){return e&&Xh[e.mark]||null}function aa(e){let t=ra(e);return t?u("span",{class:`review-mark ${t.name}`,"data-mark":t.name,title:c(`review-mark-${t.name}`),"aria-label":c(`review-mark-${t.name}`)},t.sign):null}function pc(e,t,n){let o={review:null,byVersion:new Map,status:"",timer:null};e.review=o;let r=s=>{o.review=s,o.byVersion=new Map(s.entries.map(i=>[Number(i.version),i])),o.status=s.state===_n.DONE?"done":"working",e.drawTrack(),e.drawStage()},a=async()=>{try{let{review:s}=await N.getReview({table:t},M(n));r(s),s.state!==_n.DONE&&(o.timer=setTimeout(a,fc))}catch(s){te(s).reason==="REVIEW_NOT_FOUND"?(o.status="none",e.drawStage()):(o.status="error",o.error=T(s),e.drawStage())}};o.ask=async()=>{try{let{review:s}=await N.requestReview({table:t},M(n));r(s),s.state!==_n.DONE&&(o.timer=setTimeout(a,fc))}catch(s){o.status="error",o.error=T(s),e.drawStage()}},a()}function mc(e){let t=e.review;if(!t||!t.status)return null;let n=[u("h3",{},c("review-heading"))];if(t.status==="none")n.push(u("button",{type:"button",id:"review-request",class:"primary",onclick:()=>t.ask()},c("review-request")));else if(t.status==="error")n.push(u("p",{class:"message",role:"alert"},t.error));else{let o=t.review;t.status==="working"&&n.push(u("p",{id:"review-progress",class:"muted"},c("review-progress",{done:R(o.decisionsDone),total:R(o.decisionsTotal)})));let r=e.steps[e.step],a=r?t.byVersion.get(Number(r.version)):null;a&&n.push(_h(e,a)),t.status==="done"&&e.step===e.steps.length-1&&n.push(Oh(e,o))}return u("section",{class:"card review",id:"review","data-status":t.status},n)}function hc(e,t,n){let o=e.game;if(o&&o.describeAction&&t){let r=oe(t,o.Action);if(r)return o.describeAction(r)}return n}function _h(e,t){let n=ra(t),o=e.seatName(t.seat),r=hc(e,t.played,t.playedText),a=[u("p",{id:"review-entry","data-mark":n?n.name:""},aa(t)," ",c(n?`review-entry-${n.name}`:"review-entry-good",{name:o,move:r,value:R(Math.round(t.playedValue*10)/10)}))];return t.loss>0&&a.push(u("p",{id:"review-better",class:"review-better"},c("review-better",{move:hc(e,t.best,t.bestText),points:R(Math.round(t.loss*10)/10)}))),u("div",{},a)}function Oh(e,t){let n=t.summaries.filter(o=>o.decisions>0).map(o=>u("li",{"data-seat":o.seat},c("review-summary-line",{name:e.seatName(o.seat),accuracy:R(Math.round(o.accuracy)),loss:R(Math.round(o.averageLoss*10)/10),inaccuracies:o.inaccuracies,mistakes:o.mistakes,blunders:o.blunders,decisions:o.decisions})));return u("div",{id:"review-summary"},u("h4",{},c("review-summary-heading")),u("ul",{},n))}function bc(e){let t=e.review;if(!t||!t.review)return null;let n=Math.max(1,e.steps.length-1),o=[];return e.steps.forEach((r,a)=>{let s=t.byVersion.get(Number(r.version)),i=ra(s);i&&o.push(u("span",{class:`review-tick ${i.name}`,"data-step":a,"data-mark":i.name,style:`left: calc(${100*a/n}% - 3px)`}))}),u("div",{class:"review-track",id:"review-track","aria-hidden":"true"},o)}var Dh=[.5,1,2,4];async function gc(e,t){let n=`tables/${t}`,o=Dn(t)||{},r=o.credential||o.host||o.spectate;_(e,u("p",{class:"muted"},c("replay-loading")));let a,s=[];try{({table:a}=await N.getTable({name:n},M(r)));let p="";do{let y=await N.listEvents({table:n,pageSize:1e3,pageToken:p},M(r));s.push(...y.events),p=y.nextPageToken}while(p)}catch(p){let{reason:y}=te(p);ke(e,y==="TABLE_NOT_FOUND"?c("table-link-broken"):c("table-cannot-show"),T(p));return}let i=new Map,l=p=>{if(!i.has(p)){let y=N.getView({table:n,version:p},M(r)).then(m=>m.view);y.catch(()=>i.delete(p)),i.set(p,y)}return i.get(p)},d=a.state===U.ACTIVE,f=new jt(e,{table:a,events:s,viewAt:l,mySeat:o.credential?o.seat:null,back:{href:`/t/${t}`,text:c("replay-back-to-table")},note:d?c("replay-running-note"):""});f.start(),a.state===U.FINISHED&&f.steps.length&&pc(f,n,r)}var jt=class{constructor(t,n){Object.assign(this,{root:t,source:n,table:n.table,mySeat:n.mySeat??null}),this.game=Je[this.table.game.split("/")[1]]||null;let o=n.events.findIndex(r=>r.kind.case==="tableStarted");this.steps=o<0?[]:n.events.slice(o),this.before=o<0?[]:n.events.slice(0,o),this.step=0,this.playing=null,this.speed=1,this.ui={},this.actions=[],this.message="",this.events=[],this.view=null,this.gameView=null,this.drawn=null}start(){if(!this.steps.length){ke(this.root,c("replay-not-started"),c("replay-not-started-hint"));return}this.frame(),this.go(this.steps.length-1)}seatName(t){let n=this.plainName(t);return t===this.mySeat?c("table-seat-name-you",{name:n}):n}plainName(t){let n=this.table.seats[t];return n&&n.displayName?n.displayName:c("table-seat-number",{number:t+1})}async submit(){}async whyNot(){return""}say(t){this.message=t}render(){this.drawStage()}frame(){let t=this.game?this.game.title:this.table.game;document.title=c("replay-title",{game:t});let n=this.steps.length-1,o=(i,l,d,f)=>u("button",{type:"button",id:i,class:"replay-button","aria-label":d,title:d,onclick:f},l);this.slider=u("input",{type:"range",id:"replay-slider",min:0,max:n,step:1,value:n,"aria-label":c("replay-slider")}),this.slider.addEventListener("input",()=>{this.pause(),this.go(Number(this.slider.value))}),this.position=u("span",{id:"replay-position",class:"replay-position","aria-live":"polite"}),this.playButton=o("replay-play","▶",c("replay-play"),()=>this.toggle());let r=u("select",{id:"replay-speed","aria-label":c("replay-speed")},Dh.map(i=>u("option",{value:i,selected:i===this.speed},c("replay-speed-value",{speed:R(i)}))));r.addEventListener("change",()=>{this.speed=Number(r.value)});let a=u("section",{class:"card replay-controls",id:"replay-controls"},u("div",{class:"replay-buttons"},o("replay-first","⏮",c("replay-first"),()=>{this.pause(),this.go(0)}),o("replay-back","◀",c("replay-step-back"),()=>{this.pause(),this.go(this.step-1)}),this.playButton,o("replay-forward","▶▶",c("replay-step-forward"),()=>{this.pause(),this.go(this.step+1)}),o("replay-last","⏭",c("replay-last"),()=>{this.pause(),this.go(n)}),r),u("div",{class:"replay-track"},this.track=u("div",{class:"replay-slider-box"},this.slider),this.position));this.stage=u("div",{class:"replay-stage",id:"replay-stage"});let s=u("header",{class:"bar"},u("a",{href:"/",class:"home"},c("app-name")),u("span",{class:"title"},c("replay-heading",{game:t})),u("a",{href:this.source.back.href,class:"back",id:"replay-back-link"},this.source.back.text));_(this.root,s,this.source.note?u("p",{class:"muted replay-note",id:"replay-note"},this.source.note):null,a,this.stage),this.root.classList.add("replaying"),this.root.addEventListener("keydown",i=>{i.target instanceof HTMLInputElement||i.target instanceof HTMLSelectElement||(i.key==="ArrowRight"&&(this.pause(),this.go(this.step+1)),i.key==="ArrowLeft"&&(this.pause(),this.go(this.step-1)))})}async go(t){let n=this.steps.length-1;this.step=Math.max(0,Math.min(n,t));let o=this.steps[this.step];this.slider.value=String(this.step),this.position.textContent=c("replay-position",{step:R(this.step),last:R(n)}),this.root.dataset.replayStep=String(this.step),this.root.dataset.replayVersion=String(o.version);let r=this.step,a;try{a=await this.source.viewAt(o.version)}catch(s){return r===this.step&&this.fail(T(s)),!1}if(r!==this.step)return!1;this.message="",this.view=a,this.gameView=a.gameView&&this.game?oe(a.gameView,this.game.View):null,this.events=[...this.before,...this.steps.slice(0,this.step+1)],this.ui=this.game?this.game.freshUi(this.ui):{},this.drawn=o.version,this.drawStage();for(let s=1;s<=2&&this.step+s<=n;s+=1)this.source.viewAt(this.steps[this.step+s].version).catch(()=>{});return!0}fail(t){this.pause(),this.message=t;let n=document.getElementById("replay-message");n?n.textContent=t:this.drawStage()}toggle(){if(this.playing){this.pause();return}this.step>=this.steps.length-1&&this.go(0),this.playButton.textContent="⏸",this.playButton.setAttribute("aria-label",c("replay-pause")),this.playButton.title=c("replay-pause"),this.root.dataset.replayPlaying="true";let t=async()=>{if(this.step>=this.steps.length-1){this.pause();return}await this.go(this.step+1),this.playing&&(this.playing=setTimeout(t,1e3/this.speed))};this.playing=setTimeout(t,1e3/this.speed)}pause(){this.playing&&(clearTimeout(this.playing),this.playing=null,this.playButton.textContent="▶",this.playButton.setAttribute("aria-label",c("replay-play")),this.playButton.title=c("replay-play"),this.root.dataset.replayPlaying="false")}drawTrack(){if(!this.track)return;let t=document.getElementById("review-track");t&&t.remove();let n=bc(this);n&&this.track.append(n)}drawStage(){if(!this.stage)return;let t=[u("p",{id:"replay-message",class:"message",role:"alert"},this.message)],n=mc(this);n&&t.push(n),this.view&&(this.view.outcome&&this.view.state===U.FINISHED&&t.push(co(this)),this.game&&this.gameView?t.push(this.game.render(this)):t.push(u("p",{},c("table-cannot-draw",{game:this.table.game})))),_(this.stage,u("div",{class:"replay-board"},t),this.renderLog()),this.root.dataset.replayDrawn=String(this.drawn)}renderLog(){let t=[];return this.events.forEach(n=>{let o=this.steps.indexOf(n),r=this.review?this.review.byVersion.get(Number(n.version)):null;fo(this,n).forEach((a,s)=>{let i=[a.icon||null,a.text,s===0?aa(r):null];t.push(u("li",{"data-version":n.version,class:`${a.cls||""}${o===this.step?" current":""}`},o<0?i:u("button",{type:"button",class:"log-step","data-step":o,onclick:()=>{this.pause(),this.go(o)}},i)))})}),t.reverse(),u("section",{class:"card log replay-log"},u("h3",{id:"log-title"},c("replay-log",{step:R(this.step)})),u("ol",{id:"log",reversed:!0,tabindex:0,"aria-labelledby":"log-title"},t))}};var yc=4*1024*1024,Kh="meeple.game-record",wc=1,ce=class extends Error{};function kc(e){document.title=c("record-title");let t=u("p",{id:"record-message",class:"message",role:"alert"}),n=u("input",{type:"file",id:"record-file",accept:".json,application/json"});n.addEventListener("change",async()=>{let o=n.files&&n.files[0];if(!o)return;t.textContent=c("record-reading");let r;try{r=await Jh(o)}catch(a){t.textContent=a instanceof ce?a.message:T(a),n.value="";return}new jt(e,{...r,mySeat:null,back:{href:"/replay",text:c("record-open-another")},note:""}).start()}),_(e,u("header",{class:"bar"},u("a",{href:"/",class:"home"},c("app-name"))),u("section",{class:"card record-page",id:"record-page"},u("h1",{},c("record-heading")),u("p",{class:"muted"},c("record-intro",{file:"game.json",command:"meeple export"})),u("label",{},c("record-choose"),n),t))}async function Jh(e){if(e.size>yc)throw new ce(c("record-too-large",{limit:R(yc/1024/1024)}));let t;try{t=JSON.parse(await e.text())}catch{throw new ce(c("record-not-json",{format:"JSON"}))}if(!document||typeof document!="object"||t.format!==Kh)throw new ce(c("record-not-a-record"));if(t.format_version!==wc)throw new ce(c("record-other-version",{version:String(t.format_version),readable:R(wc)}));if(!Je[String(t.game)])throw new ce(c("record-unknown-game",{game:String(t.game)}));let o=Po(...Object.values(Je).flatMap(f=>[f.View,f.Event,f.Action])),r,a;try{let f={registry:o,ignoreUnknownFields:!0};if(r=at(al,t.table,f),!Array.isArray(t.events))throw new Error("events");a=t.events.map(p=>at(Vr,p,f))}catch{throw new ce(c("record-damaged"))}if(r.game!==`games/${t.game}`)throw new ce(c("record-damaged"));let s=a.map(f=>{let p=hs(Vr,f);return p.kind.value&&p.kind.value.gameEvents&&(p.kind.value.gameEvents=[]),p}),i;try{i=await N.replayRecord({table:r,events:s})}catch(f){let{reason:p,metadata:y}=te(f);throw p==="RECORD_NOT_REPLAYABLE"?new ce(c("record-not-replayable",{why:y.why||"",version:y.version||""})):p==="MESSAGE_TOO_LARGE"?new ce(c("record-too-large-for-server")):f}let l=new Map(i.views.map(f=>[f.version,f]));return{table:r,events:a,viewAt:async f=>{let p=l.get(f);if(!p)throw new ce(c("record-damaged"));return p}}}function jh(){let e=document.getElementById("app"),t=location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/?$/),n=location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/replay\/?$/);if(n)gc(e,n[1].toLowerCase());else if(location.pathname.replace(/\/$/,"")==="/replay")kc(e);else if(t){let o=t[1].toLowerCase();t[1]!==o&&history.replaceState(null,"",`/t/${o}${location.search}${location.hash}`),uc(e,o,new URLSearchParams(location.search))}else location.pathname.startsWith("/t/")?ke(e,c("table-link-broken"),c("error-table-not-found")):Nl(e)}tn(Ia(Na()));document.title=c("app-name");wl(document.getElementById("language-bar"));jh();
