// Common Turkish given names (folded to ASCII, lowercase) for masking person names before text
// leaves for an external AI provider. Not exhaustive: context cues (Hanım, Bey, "danışanım X")
// catch names that are not listed.
export const TURKISH_GIVEN_NAMES: ReadonlySet<string> = new Set(
  `
ahmet mehmet mustafa ali huseyin hasan ibrahim ismail osman yusuf murat omer ramazan halil suleyman
abdullah mahmut recep fatih kadir emre hakan adem kemal yasar bayram orhan burak serkan erkan yunus
cem can cengiz dogan emin enes eren erdem ercan erol ersin fikret gokhan gurkan hamza harun ilker
kaan kerem koray levent mert metin necati nuri oguz okan onur ozan riza sahin selim serdar sinan
tahsin tamer tarik tayfun ugur umut volkan yavuz yigit yilmaz zafer baris berk batuhan alper arda
ege efe deniz doruk kutay tuna poyraz mirac furkan yasin taha emir eymen alp atakan aras cinar
ayse fatma emine hatice zeynep elif meryem sultan merve zehra hanife ozlem esra yasemin leyla
gulsum derya sevgi hacer songul ebru ozge gamze tugba busra kubra sibel seda ceren cansu dilek
aylin asli aslihan ayla aysel aysun banu belgin berna betul burcu canan cigdem damla didem dilara
duygu ece eda ekin elcin elif emel esin feride filiz gizem gonca gul gulay gulsen hande hilal ilayda
ipek irem kader lale melek melike melis meltem nazli neslihan nesrin nihan nilay nur nurcan nurten
oya pinar reyhan rabia saadet sacide selin selma semra serap sevda sevim sinem sude sumeyye sebnem
tulay tuba tulin ulku yagmur yeliz yesim yildiz zuhal zerrin naz defne asya azra eylul ecrin
nehir nisa hira beren buse ela mina lina duru ada
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that follow a name as a form of address ("Ayşe Hanım", "Ali Bey"). */
export const ADDRESS_TITLES = [
  'hanım',
  'hanim',
  'hn',
  'bey',
  'bay',
  'bayan',
  'hoca',
  'abla',
  'ağabey',
  'abi',
];

/**
 * Words after which a capitalised word is a person's name ("danışanım Mehmet"). Only possessive or
 * relational forms: a bare "Danışan" or "Hasta" often starts a title ("Danışan Kaygı Ölçeği").
 */
export const NAME_CUES = [
  'danışanım',
  'danışanımız',
  'hastam',
  'öğrencim',
  'eşi',
  'kızı',
  'oğlu',
  'annesi',
  'babası',
  'adlı',
  'isimli',
  'adındaki',
];
