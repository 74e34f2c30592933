// Word lists for masking person names before text leaves for an external AI provider. Every list
// is folded (lowercase, Turkish letters to ASCII: "Gülşen" → "gulsen") so ASCII-typed notes match.
// The lists are not exhaustive: context (role words, titles, capitalisation) catches unlisted
// names, the lists decide when context alone is too weak (lower-case text, sentence starts).
// knowledge/data/name-lexicon.json adds some 6,000 names written for this product from the names
// clinicians meet in Türkiye (Turkish, Kurdish, Arabic, Persian and Afghan, Central Asian, Russian
// and Ukrainian, Western, African; nicknames) and the names that are also ordinary words.

import lexicon from './knowledge/data/name-lexicon.json' with { type: 'json' };

/** A set of the whitespace-separated words of `text` (every word list of the masker). */
export const wordSet = (text: string): ReadonlySet<string> =>
  new Set(text.split(/\s+/).filter(Boolean));
const list = wordSet;

/** The union of a hand-written list and the lexicon's words of the same kind. */
const withLexicon = (base: ReadonlySet<string>, extra: readonly string[]): ReadonlySet<string> =>
  new Set([...base, ...extra]);

/** Turkish given names (folded). */
export const TURKISH_GIVEN_NAMES = withLexicon(
  list(`
ahmet mehmet mustafa ali huseyin hasan ibrahim ismail osman yusuf murat omer ramazan halil suleyman
abdullah mahmut recep fatih kadir emre hakan adem kemal yasar bayram orhan burak serkan erkan yunus
cem can cengiz dogan emin enes eren erdem ercan erol ersin fikret gokhan gurkan hamza harun ilker
kaan kerem koray levent mert metin necati nuri oguz okan onur ozan riza sahin selim serdar sinan
tahsin tamer tarik tayfun ugur umut volkan yavuz yigit yilmaz zafer baris berk batuhan alper arda
ege efe deniz doruk kutay tuna poyraz mirac furkan yasin taha emir eymen alp atakan aras cinar
abdulkadir abdurrahman abdulkerim abdulbaki adil adnan ahmed akif alaattin alican alihan alpaslan
alparslan altan anil arif arslan aslan atilla ataberk atahan ayhan aydin aykut aytac baki bahadir
bahri basri bedir bekir berat berkay berkan bilal bora bulent burhan cafer cahit can caner canberk
celal celil cemal cemil cenk cevdet cihan cihangir coskun cuneyt davut demir dervis dursun durmus
ekrem emrah emrullah ender engin enver erdal erdinc ergun erhan erkut ersoy ertan ertugrul esat
fahri faruk fazil ferdi ferhat ferit fethi feyzi fevzi figen fuat galip gazi gencay gurol guven
hakki haluk hamdi hamit hanifi haydar hayri hidayet hikmet hilmi hulusi husnu idris ihsan ilhan
ilyas irfan ismet izzet kadri kamil kazim kemalettin kenan kerim koksal kubilay kursat latif lutfi
mazhar melih memduh mesut mete mithat muammer muharrem muhammed muhammet muhittin muhsin mumin
munir murtaza musa muzaffer nail namik nazim necdet necip nedim nejat nevzat nihat nizamettin
nurettin nusret oktay onder orcun orkun ozcan ozdemir ozgur ozkan polat rafet rahmi rasim rauf
recai refik resat resit rifat rustem sabri sadi sadik safa saffet salih sami samet savas sedat
sefa selahattin selcuk semih senol sevket seyfi seyit sezai sezer sezgin sitki soner suat sukru
taner tarkan tekin tevfik timur tolga tufan tugay tugrul tuncay tuncer turan turgay turgut tuncel
ufuk ulas umit unal utku vahit vedat veli vural yakup yalcin yasin yener yetkin yucel yuksel
zekeriya zeki ziya zubeyir ahsen alperen asaf ayaz bartu berkin birkan cagan cagri cagatay dogukan
egemen eray erem ergin eymen galip giray gorkem hakan kagan kayra kerem koral mirza miran ozer
tuana umutcan yagiz yigitcan batu bilge emirhan ibrahim eyup taylan tunahan serhat sertac hasret
ayse fatma emine hatice zeynep elif meryem sultan merve zehra hanife ozlem esra yasemin leyla
gulsum derya sevgi hacer songul ebru ozge gamze tugba busra kubra sibel seda ceren cansu dilek
aylin asli aslihan ayla aysel aysun banu belgin berna betul burcu canan cigdem damla didem dilara
duygu ece eda ekin elcin emel esin feride filiz gizem gonca gul gulay gulsen hande hilal ilayda
ipek irem kader lale melek melike melis meltem nazli neslihan nesrin nihan nilay nur nurcan nurten
oya pinar reyhan rabia saadet sacide selin selma semra serap sevda sevim sinem sude sumeyye sebnem
tulay tuba tulin ulku yagmur yeliz yesim yildiz zuhal zerrin naz defne asya azra eylul ecrin
nehir nisa hira beren buse ela mina lina duru ada tugce aysenur aynur ayten aysegul arzu asuman
ayfer aygul aynur aysu azize bahar basak begum behice belkis bengu bennu berrin beyza bilgen birgul
birsen buket cahide canset cemile ceylan cigdem dudu dondu ecem edibe elvan emine esma esme fadime
fatos ferda feride fidan fusun gokce gonul gulbahar gulcan gulden guler gulizar gulnur gulseren
gulsah gulten gunes gulistan habibe hacer halime hamide hatun havva hayriye hulya huriye
iclal ilknur inci ismihan kadriye kevser kiraz kubra lamia latife leman macide makbule mehtap
melahat meliha menekse mihriban muazzez mukaddes mine mualla mujgan munevver mursel nagihan nalan
nazan nazife necla nermin nese neriman nevin nezihe nigar nilgun nilufer nimet nuray nurhan nuriye
nursel nurgul ozden ozlem pakize pembe perihan perran rahime rana rukiye sabiha sabriye safiye
sakine saliha sanem seher sehnaz selda selen semiha sena senay serife serpil sevil sevinc sevtap
seyma sibel simge sukran sule sureyya suzan tulin turkan tuba tulay ulviye umran umay yade yaren
yasemin yeter yildiz yonca zahide zekiye zeliha zerrin ziynet zubeyde zuleyha zumrut ahu ayca
aysin aysim basak berfin beril bestami cagla cemre damla dilan dilek dora ecem ekin elcin elif elis
eslem eylem ezgi feyza gokcen hazal helin ilgin irmak isil kumsal lara mira miray naz nazli nehir
nil nisan pelin pelinsu rumeysa selin sema serra sevde simay sinem sinemis tugce yagmur zeren
zulal asel nihal nihan ayse nur hilal cemile fatmanur zeynepnur elifnur aysegul iclal nazire mediha suheyla
huma iraz ruzgar rozerin arjin hevi welat
`),
  [...lexicon.given, ...lexicon.nicknames],
);

/** Given names common in other languages (folded), for foreign clients and relatives. */
export const FOREIGN_GIVEN_NAMES = withLexicon(
  list(`
alex alexander alexandra alexei alexey alena alina alisa  anastasia anatoly andrei andrey
andrew angela angelika anna  anton antonio artem arthur boris bogdan carlos catherine charles
charlotte chloe christian christina christopher claudia daniel daniela daria darya david denis
dmitri dmitry elena elizabeth ella emily emma eric eva evgeny fedor felix francesco frank gabriel
galina george giovanni giuseppe hannah hans harry helen helena igor ilya inna irina isabella ivan
jack jacob james jan jane jennifer jessica joanna johannes john jonas jonathan jose joseph juan
julia julian julie jurgen  katarina katharina katya kevin klaus konstantin kristina ksenia
larisa laura lena leon liam lisa liza louis lucas lucia luca ludmila luis lukas lyudmila magdalena
margarita maria marie marina mark marko markus martin maria mary matthew maxim maxime michael
michel miguel mikhail milan monika nadia nadezhda natalia natalya natasha nicolas nikita nikolai
nina noah oksana oleg olena olga oliver olivia oskar pablo paul pavel peter petra philipp pierre
polina robert  ruslan ryan sabine sam samuel sara sarah sebastian sergei sergey simon sofia
sophia sophie stefan stefanie steven susan svetlana tamara tatiana tatyana thomas timur tom
ursula valentina valeria vasily vera victor victoria viktor viktoria vladimir vladislav walter
william wolfgang  yaroslav yulia yuri zoe zoya
ahmad ahmed aisha ali  amir amira ayman bashar fadi farah fatima fatemeh  hamid hana
hassan hossein hussein ibrahim jamal  khaled khalid layla leila mahmoud maryam mehdi mohamed
mohammad mohammed muhammad mustafa nadia nour omar rami rania reza saeed  sami samir sara
shirin tariq walid yasmin yousef youssef zahra zainab zeinab farid farhad parisa mina nasrin
roya babak behnam dariush kaveh navid omid pouya shahram mehran niloufar
gunel murod bahrom farzana zarlasht chidi fartun tsegaye brigitte claire jakub istvan laszlo
andras aleksandar dragana arjun priya rahul anjali ravi sunita deepak kaito yuki haruto sakura
hiroshi greta heidi bjorn henrik nils erik anders freya ines beatriz rafael mateo
`),
  lexicon.foreign,
);

/** Turkish surnames (folded). A surname alone is only masked after the full name was seen. */
export const TURKISH_SURNAMES = withLexicon(
  list(`
yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan cetin
kara koc kurt ozkan simsek polat ozcan korkmaz cakir erdogan yavuz can acar sen aktas guler yalcin
gunes bozkurt bulut keskin unal turan gul ozer isik kaplan avci sari tas aksoy ates karakaya kose
ozbek uysal cinar kocak erdem tekin akin bayram kahraman coskun yuksel ozgur karaca altun akgul
bicer baysal baran erol akbulut tekeli sevim toprak kalkan onal kocaman gursoy basaran yurt uslu
tuna bilgin demirci sezer arikan eren er oz ari ucar aksu duman karatas karahan ersoy erkan ekinci
erbas gok gokce gunduz guven guzel ilhan inan karabulut kartal kaymaz kirmizi kurtulus metin oral
ozel ozkaya ozturk pehlivan sahin seker soylu tasdemir tatli tuncer turk turkmen ulusoy uzun yazici
yigit yurdakul zengin acikgoz akcay akdeniz akyol alkan altintas anil aras aslan atalay ay aydemir
aydogan aygun aykac baltaci balci bas bayrak bektas bilgic bilir boz bozdag bulbul cakmak canli
cengiz ceylan cicek cinar dag demirel demirtas deniz dinc dincer durmaz durmus duran ekici elmas
eris erkek ertas ertugrul esen gedik genc gokmen gul gulec gunay gurel hacioglu iscan kabak kandemir
kanat karaaslan karadag karadeniz karakus karaman kayaoglu kazan keles kilinc koca kocabas kocaman
koksal kucuk kurtoglu mutlu nas oguz okur olgun orhan ozbay ozden ozgun ozkurt ozmen ozturk peker
saglam sakar sariyildiz sayin seven sezgin simsek solmaz sonmez sungur tan tanriverdi tasci
temiz tok topal topcu tosun tunc turgut turkoglu ucar unlu ural uyar uzunoglu vural yaman yanik
yasar yazar yenilmez yesil yildizoglu yilmazer yoruk yucel yurtsever zorlu akay akkaya akman
aktug alpay altay arda armagan atasoy ayan aydinli bakir bakirci bal baskaya battal bay bayar bayer
bayraktar bilen bozoglu budak cangir celebi ceylan coban dal dede demirbas dikmen doganay dumlu
eke engin erdal erdemir ergun erinc ertem ertekin evren gencer goktas gumus gunay gurbuz hancer
ipek isler kabadayi kalayci kalender kanbur karabacak karagoz karan kayhan kayali keser kocer
kutlu mete metin nalbant oktay onder ozaydin ozbek ozkok ozsoy ozyurt pamuk sarac sarikaya
sayar sener senturk serbest sert sevinc sonmez surmeli tanik tarhan tekinalp toker tuncay turker
ulas unver urhan yagci yalin yalman yanar yardimci yavuzer yeni yetkin yorulmaz yucel akbas
akbay akdag akgun akkus aksakal akturk alemdar algan altinok arslanoglu avsar ayvaz bagci
bahadir balaban basar bekar berber bilgili birinci bodur bora bostanci boyraz bozkaya burak
cakiroglu caliskan canbaz celikkaya cetinkaya cevik dalkilic dursun eker elibol eroglu ersin
erturk gokalp gokdemir gokhan gulsen gundogdu gunduzalp guner gurkan hakan horoz isikli kacar
kalyoncu kanik karakoc karatepe kavak kaynak kervan kirac kizil kocyigit korkut kul kutay mercan
mumcu nazli ogur okcu onat ozalp ozkul ozmen ozyildiz ozyilmaz paksoy sahan sarigul savas sevgi
sevindik sezen soyer sozer suer tas tasova tatar tepe tokgoz topaloglu toraman tufan tuzcu
uysal yagiz yalcinkaya yaprak yavas yener yerlikaya yilmazturk yoldas yurek zeybek aksit kizilkaya
koc sarac demirhan karadeniz ersoy akif sezer guclu gurses ozkoc duzgun karakas tunali atik
`),
  lexicon.surnames,
);

/**
 * Given names that are also ordinary words ("umut" hope, "deniz" sea, "barış" peace, "bahar"
 * spring, "kaya" rock…). Lower-case they are words; capitalised at a sentence start they need more
 * evidence (a surname, a role word, a title, or the same name seen elsewhere).
 */
export const AMBIGUOUS_NAMES = withLexicon(
  list(`
umut deniz baris bahar gul sevgi ozgur kader yildiz yagmur aslan kaya bulut toprak irmak nehir
ada su ay can nur cem ela naz derya dilek duygu emel arzu hulya umit onur erdem emin selim
kadir metin yasar zeki veli rahim gonul ozlem hasret sevinc nese mutlu bilge simge isil isik
gunes doga cinar fidan lale menekse yasemin gonca kiraz inci elmas mercan melek nazli sirin ates
alev volkan tayfun poyraz savas zafer huzur sabah seher safak seker yeter ayla damla gizem masal
demir celik kurt kartal sahin dogan tuna ekin ceren ceylan basak defne oya pinar asli asya sema
sena sude eda irem ilke ezgi beste ozge ipek duru nil ulku nimet saadet sukran kismet dua hayat cennet bora
guven tunc alp emir ozan durmus dursun kemal cemal hilal reyhan yuksel yucel eylem nisan eylul
ekim temmuz aralik sultan sevim sezgin tekin uysal er oz sari tas gok kara ari nas
sevda mine pembe dede kuzu ozer yigit berk mert sezer nazik temiz guzel genc tatli
yazici baran ergun eren akin akgul tan bozkurt kahraman keskin coskun arda cinar
demirel yeni yesil kizil erkek yaman oral uzun kucuk koca bas tok seven ozel koc kilic bal dal
sevil aras dag olgun yalin yasin ugur cagri gorkem aydin irfan hikmet ihsan
kamil adil sadik safa sefa hatun gazi yener galip coskun yetkin zumrut gamze yonca cemre mehtap seda kumsal yavuz nail
ruzgar
`),
  lexicon.ambiguous,
);

/**
 * Names that are among the most frequent words of clinical Turkish ("sabah", "baş", "umut",
 * "rıza", "ben", "hâlâ"): counted in this product's own clinical texts (the knowledge frames and
 * the risk-training notes, never the masking evaluation). A role word or a second name is not
 * enough for them; an age, a session, an apostrophe or capitals in mid-sentence are.
 */
export const COMMON_WORD_NAMES: ReadonlySet<string> = new Set(lexicon.common);

/**
 * Given names that are first of all calendar or religious words ("Eylül'de", "Ramazan'da"): even
 * capitalised mid-sentence they need a role word, a title or a surname.
 */
export const CALENDAR_NAMES = list(`
ocak subat mart nisan mayis haziran temmuz agustos eylul ekim kasim aralik ramazan kurban bayram
cuma pazar
`);

/** Famous authors of clinical methods and eponyms ("Aaron Beck", "Young şema"): not clients. */
export const CLINICAL_EPONYMS = list(`
beck young freud jung rogers ellis linehan bowlby ainsworth piaget erikson winnicott klein kohut
kernberg bion adler maslow skinner pavlov bandura yalom gottman minuchin bowen satir perls frankl
hayes teasdale shapiro hamilton wechsler binet rorschach alzheimer parkinson tourette asperger
down rett korsakoff wernicke broca huntington cushing addison graves hashimoto crohn marfan
klinefelter turner prader willi lennox seligman festinger milgram zimbardo kahneman lazarus selye
spielberger zung conners achenbach kaufman raven stroop bender moreno glasser lacan horney fromm
mahler fonagy bateman ogden levine porges kolk herman foa resick ehlers clark wells barlow
borkovec salkovskis rachman meichenbaum dweck baumrind bronfenbrenner vygotsky montessori
gardner goleman rosenberg prochaska diclemente miller rollnick ataturk inonu
`);

/** Words that follow a name as a form of address ("Ayşe Hanım", "Ali Bey", "Selma Teyze"). */
export const ADDRESS_TITLES = list(`
hanim hanimefendi hn bey beyefendi hoca hocam hocanim abla abi agabey teyze amca dayi enishte
eniste yenge nine dede efendi aga usta
`);

/** Titles before a name ("Dr. Elif", "Av. Kemal", "Uzm. Psk. Gamze", "Sayın Ahmet"). */
export const TITLES_BEFORE = list(`
dr doc prof uzm psk dan av sayin ogr gor ars hemsire hem ogretmen ogretmeni hoca bay bayan mr mrs ms
miss herr frau pdr klinik psikolog psikiyatrist sn bn
`);

/**
 * The titles written abbreviated, with a full stop ("Dr. Ayşe", "Av. Mehmet"); after a full word
 * the stop ends a sentence ("… emekli öğretmen. Eşinin ölümünden sonra").
 */
export const ABBREVIATED_TITLES = list(`
dr doc prof uzm psk dan av ogr gor ars hem mr mrs ms sn bn pdr
`);

/**
 * Role words after which a capitalised word is a person's name ("annesi Hatice", "danışanım
 * berk"). Relational and possessive forms are strong: a lower-case listed name after them counts.
 */
export const STRONG_CUES = list(`
danisanim danisanimiz danisanimin hastam hastamiz ogrencim ogrencimiz
esi esim kocasi karisi annesi annem babasi babam kizi kizim oglu oglum kardesi kardesim ablasi
abisi agabeyi agabeysi teyzesi halasi dayisi amcasi yengesi enistesi dedesi babaannesi
anneannesi ninesi torunu kuzeni sevgilisi sevgilim nisanlisi nisanlim partneri arkadasi
arkadasim patronu muduru ogretmeni ogretmenim hocasi doktoru terapisti avukati komsusu
adi adli ismi isimli adinda adindaki soyad soyadi adisoyadi adsoyad
yegeni gelini damadi kayinvalidesi kayinpederi kayinbiraderi eltisi gorumcesi baldizi bacanagi
vasisi bakicisi antrenoru amiri danismani psikologu psikiyatristi tercuman tercumani calismaci
kuzenim yegenim teyzem halam dayim amcam ablam abim kocam patronum mudurum komsum lakabi
vakam vakamiz olgum olgumuz
kizlari ogullari cocuklari torunlari
`);

/** Role words that precede names but also ordinary phrases ("Danışan bahar gelince…"). */
export const WEAK_CUES = list(`
danisan hasta ogrenci cocuk magdur sanik hukumlu calisan bebek ergen veli anne baba es eski
musteri kisi kadin erkek genc bey hanim sevk eden yonlendiren kizkardesi
partner klient client basvuran davaci davali supheli magdure tanik kime kimden gonderen
kardes kardesler cocuklar cocuklari vaka olgu danisman
basvurucu muracaatci
`);

/** Capitalised words that end or break a name ("Ayşe Hanım", "Ahmet Taner Lisesi"). */
export const INSTITUTION_WORDS = list(`
mahallesi mah mh caddesi cad cd sokak sokagi sok sk bulvari blv apartmani apt sitesi konutlari
ilkokulu ortaokulu lisesi koleji okulu anaokulu universitesi hastanesi hastane klinigi merkezi
vakfi dernegi kurumu bakanligi mudurlugu mahkemesi belediyesi bayrami gunu ayi parki camii
kuvvetleri holding sirketi sendromu bozuklugu hastaligi olcegi envanteri testi terapisi yontemi
modeli kurami odulu cumhuriyeti meydani koyu ilcesi ili kampusu fakultesi enstitusu kutuphanesi
ligi takimi kulubu partisi marketi magazasi cafe kafe otel oteli kresi yurdu evi
ekibi birimi servisi terapi tedavi tedavisi teknigi yaklasimi bozukluk sendrom hastalik
`);

/** Turkish provinces and large districts (folded): places, not people, unless a title follows. */
export const PLACES = list(`
adana adiyaman afyon agri aksaray amasya ankara antalya ardahan artvin aydin balikesir bartin
batman bayburt bilecik bingol bitlis bolu burdur bursa canakkale cankiri corum denizli diyarbakir
duzce edirne elazig erzincan erzurum eskisehir gaziantep giresun gumushane hakkari hatay igdir
isparta istanbul izmir kahramanmaras karabuk karaman kars kastamonu kayseri kilis kirikkale
kirklareli kirsehir kocaeli konya kutahya malatya manisa mardin mersin mugla mus nevsehir nigde
ordu osmaniye rize sakarya samsun sanliurfa siirt sinop sivas sirnak tekirdag tokat trabzon tunceli
usak van yalova yozgat zonguldak kadikoy besiktas sisli uskudar bakirkoy atasehir maltepe kartal
pendik umraniye esenyurt fatih beyoglu sariyer cankaya kecioren yenimahalle etimesgut mamak
karsiyaka bornova konak buca nilufer osmangazi seyhan yuregir selcuklu meram kepez muratpasa
turkiye kibris kktc almanya fransa ingiltere rusya ukrayna iran irak suriye amerika avrupa polonya hollanda
fethiye bodrum marmaris alanya kemer side didim cesme kusadasi ayvalik gelibolu afganistan
pakistan banglades somali sudan eritre nijerya gana senegal kongo gine kamerun etiyopya libya
misir cezayir fas tunus lubnan urdun filistin yemen azerbaycan gurcistan ermenistan ozbekistan
turkmenistan kazakistan kirgizistan tacikistan moldova romanya bulgaristan yunanistan
dari pestuca farsca arapca kurtce urduca rusca ingilizce almanca fransizca turkce ispanyolca
italyanca japonca cince korece ermenice rumca lazca zazaca gurcuce bosnakca arnavutca yunanca
portekizce azerice cerkezce
irlanda isvec norvec danimarka finlandiya isvicre avusturya belcika cekya slovakya macaristan
hirvatistan sirbistan bosna makedonya arnavutluk litvanya letonya estonya belarus portekiz ispanya
italya japonya cin hindistan vietnam tayland endonezya malezya filipinler avustralya kanada
meksika brezilya arjantin kolombiya venezuela kuba kenya tanzanya uganda ruanda zimbabve zambiya
angola mozambik madagaskar nijer burkina togo benin liberya gambiya mauritanya bahreyn katar
kuveyt umman suudi arabistan israil cecenistan dagistan abhazya kirim banglades nepal
moskova londra berlin roma madrid viyana amsterdam bruksel kopenhag stokholm oslo helsinki varsova
prag budapeste bukres belgrad saraybosna tiflis baku erivan tahran kabil bagdat halep beyrut kahire
kazablanka lagos nairobi dakar mogadisu hartum trablus taskent biskek dusanbe asgabat almati
astana kiev odessa harkov minsk tebriz herat mezar musul erbil kerkuk rakka idlib humus
`);
