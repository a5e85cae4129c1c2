/** Estonian texts of the legal pages: every key of ../en/legal.ts, the same placeholders and the same `<…>` marks. */
import type { PartCatalogue } from '../index';

export default {
  'legal.effective': 'Kehtib alates {date}',
  'legal.contents': 'Sisukord',
  'legal.privacyEnquiries': 'Privaatsusküsimused:',
  'legal.legalEnquiries': 'Õigusküsimused:',
  'legal.generalSupport': 'Üldine tugi:',
  'legal.contactForm': 'Või kasuta meie <link>kontaktivormi</link>.',
  'legal.changes': 'Muudatused',
  'legal.contactUs': 'Võta meiega ühendust',
  'legal.introduction': 'Sissejuhatus',

  'privacy.intro': 'Kuidas GeoTender isikuandmeid kogub, kasutab, jagab ja kaitseb.',
  'privacy.introduction.p1':
    'GeoTender on veebipõhine turuplats, kus organisatsioonid kuulutavad välja hankeid geodeetilistele, maamõõtmis- ja kaardistustöödele ning kvalifitseeritud geodeedid teevad neile pakkumisi ning teostavad tööd. See privaatsuspoliitika selgitab, milliseid isikuandmeid me kogume, kui külastad veebisaiti või kasutad platvormi, miks me neid kogume, kellega neid jagame ja millised õigused sul on.',
  'privacy.introduction.p2':
    'Siin kirjeldatud isikuandmete vastutav töötleja on GeoTender. Platvormi kasutades võtad selle poliitika teadmiseks. Seda tuleks lugeda koos meie <link>kasutustingimustega</link>.',
  'privacy.collect.title': 'Milliseid andmeid me kogume',
  'privacy.collect.lead': 'Me kogume järgmisi andmeid:',
  'privacy.collect.account':
    '<strong>Kontoandmed</strong>: sinu ees- ja perekonnanimi, e-posti aadress, parool (mida meie autentimisteenuse pakkuja hoiab ainult kaitstud räsina), konto tüüp (hankija või geodeet) ning, kui need annad, sinu telefoninumber ja ettevõte.',
  'privacy.collect.security': '<strong>Turvaandmed</strong>: kui lülitad sisse kaheastmelise autentimise, sinu autentimisrakendusega jagatud salajane võti, mida hoiab meie autentimisteenuse pakkuja.',
  'privacy.collect.content':
    '<strong>Hangete ja projektide sisu</strong>: hanked, kirjeldused, tähtajad, pakkumised, hinnad, sõnumid ja sinu üles laaditud failid, näiteks plaanid, mõõdistusandmed, KML-, CAD- ja PDF-dokumendid, mis võivad sisaldada teavet asukohtade, kinnistute ja projektiga seotud inimeste kohta.',
  'privacy.collect.communications': '<strong>Suhtlus</strong>: sõnumid, mille saadad meile kontaktivormi või e-posti teel, ning sinu valitud teavitusseaded.',
  'privacy.collect.technical':
    '<strong>Tehnilised andmed</strong>: IP-aadress, brauseri tüüp, seadme andmed, päringute kuupäev ja kellaaeg ning logiandmed, mida on vaja teenuse toimimiseks ja turvamiseks.',
  'privacy.use.title': 'Kuidas me sinu andmeid kasutame',
  'privacy.use.lead': 'Me kasutame isikuandmeid, et:',
  'privacy.use.account': 'luua ja hallata sinu kontot, kinnitada sinu e-posti aadress ja kontrollida geodeetide kontosid enne nende kinnitamist;',
  'privacy.use.tenders': 'avaldada hankeid, edastada pakkumisi hankijatele ning võimaldada projekti osapooltel vahetada faile ja üleantavaid töid;',
  'privacy.use.notifications': 'saata sinu valitud teateid rakenduses ja e-postiga ning teenusesõnumeid, näiteks parooli lähtestamise kirju;',
  'privacy.use.support': 'vastata sinu päringutele ja pakkuda tuge;',
  'privacy.use.security': 'hoida platvorm turvalisena, ennetada pettusi ja kuritarvitusi ning tagada meie kasutustingimuste järgimine;',
  'privacy.use.legal': 'täita oma seadusest tulenevaid kohustusi, näiteks dokumentide säilitamine ja seaduslikele päringutele vastamine.',
  'privacy.use.basis':
    'Töötleme sinu andmeid, et täita sinuga sõlmitud lepingut, oma õigustatud huvi alusel pidada turvalist ja usaldusväärset turuplatsi, et täita seadust ning, kui see on nõutav, sinu nõusolekul, mille võid igal ajal tagasi võtta.',
  'privacy.sharing.title': 'Andmete jagamine ja avaldamine',
  'privacy.sharing.lead': 'Me ei müü sinu isikuandmeid. Jagame neid ainult järgmiselt:',
  'privacy.sharing.users':
    '<strong>Teiste kasutajatega</strong>: avatud hanked koos manustega on nähtavad kinnitatud geodeetidele. Pakkumine on nähtav hankijale, kes selle saab. Kontaktandmeid jagatakse hankija ja geodeedi vahel alles siis, kui pakkumine on vastu võetud.',
  'privacy.sharing.providers':
    '<strong>Teenusepakkujatega</strong>, kes majutavad ja käitavad platvormi meie eest (pilvemajutus, andmete hoidmine, autentimine ja e-kirjade edastamine) ning kes on lepinguga kohustatud kasutama andmeid ainult meie juhiste järgi.',
  'privacy.sharing.legal':
    '<strong>Õiguslikel põhjustel</strong>: kui seda nõuab seadus, kohtumäärus või avaliku võimu asutus või kui see on vajalik GeoTenderi, meie kasutajate või teiste isikute õiguste, vara või turvalisuse kaitseks.',
  'privacy.sharing.transfer': '<strong>Ettevõtte üleandmisel</strong>: ühinemise, omandamise või vara müügi osana, kooskõlas selle poliitikaga.',
  'privacy.security.title': 'Andmete turvalisus',
  'privacy.security.p1':
    'Kaitseme isikuandmeid riskile vastavate tehniliste ja korralduslike meetmetega: krüpteeritud ühendused (TLS), privaatne failihoidla, millele pääseb ligi ainult lühiajaliste allkirjastatud linkide kaudu, rollipõhine juurdepääs, nii et iga kasutaja näeb ainult seda, mida tema roll lubab, valikuline kaheastmeline autentimine ja piiratud töötajate juurdepääs.',
  'privacy.security.p2': 'Ükski andmete edastamise ega hoidmise viis ei ole täiesti turvaline. Hoia oma parool salajas ja anna meile kohe teada, kui kahtlustad volitamata juurdepääsu oma kontole.',
  'privacy.rights.title': 'Sinu õigused',
  'privacy.rights.lead': 'Sõltuvalt sellest, kus sa elad, võib sul olla õigus:',
  'privacy.rights.access': 'tutvuda isikuandmetega, mida me sinu kohta hoiame, ja saada neist koopia;',
  'privacy.rights.correct': 'parandada ebatäpseid andmeid (oma profiili saad igal ajal muuta konto seadetes);',
  'privacy.rights.delete': 'lasta oma andmed kustutada või nende töötlemist piirata;',
  'privacy.rights.object': 'esitada vastuväiteid töötlemisele, mis põhineb meie õigustatud huvidel;',
  'privacy.rights.portable': 'saada oma andmed ülekantavas vormingus;',
  'privacy.rights.withdraw': 'võtta tagasi nõusolek, kui töötlemine põhineb nõusolekul;',
  'privacy.rights.complain': 'esitada kaebus oma riigi andmekaitseasutusele.',
  'privacy.rights.self':
    'Kahte neist saad igal ajal ise kasutada oma <account>konto</account> lehel: <strong>Laadi minu andmed alla</strong> koostab masinloetavas failis koopia kõigest, mida GeoTender sinu kohta hoiab, sealhulgas sinu failidest, ja <strong>Kustuta minu konto</strong> kustutab sinu konto ja isikuandmed. Teiste õiguste kasutamiseks võta meiega ühendust allpool toodud aadressil.',
  'privacy.rights.kept':
    'Hoiame isikuandmeid seni, kuni sinu konto on aktiivne. Pärast kustutamist hoiame ilma sinu kontaktandmeteta alles ainult seda, mida nõuab seadus või teise isiku leping: lõpetatud lepingute andmed (hanked, vastu võetud pakkumised, üleandmised ja nende failid) 7 aastat pärast töö lõpetamist, nagu nõuab raamatupidamisseadus; administraatorite tegevuste ajaloo sinu kontoga 3 aastat; kontaktivormi kaudu saadetud sõnumid ilma sinu nime ja e-posti aadressita 1 aasta.',
  'privacy.cookies.title': 'Küpsised ja jälgimistehnoloogiad',
  'privacy.cookies.text':
    'GeoTender kasutab ainult neid küpsiseid ja brauseri salvestusruumi, mis on vajalikud teenuse toimimiseks: et hoida sind sisselogituna ja jätta meelde liidese eelistused, näiteks kas külgriba on kokku lükatud (säilib 7 päeva). Me ei kasuta reklaamiküpsiseid ega kolmandate osapoolte jälgimist. Küpsiseid ja salvestatud andmeid saad oma brauseris igal ajal kustutada; seejärel pead uuesti sisse logima.',
  'privacy.changes.text':
    'Võime seda privaatsuspoliitikat aeg-ajalt uuendada. Lehe ülaosas olev kehtivuse kuupäev näitab, millal seda viimati muudeti. Olulisest muudatusest anname sulle enne selle jõustumist teada e-postiga või teatega platvormil.',
  'privacy.contact.lead': 'Kui sul on küsimusi selle poliitika või oma isikuandmete kohta, võta meiega ühendust:',

  'terms.intro': 'GeoTenderi geodeetiliste projektide hankeplatvormi kasutamise reeglid.',
  'terms.introduction.p1':
    'Need kasutustingimused („tingimused“) reguleerivad sinu juurdepääsu GeoTenderile („platvorm“) ja selle kasutamist. GeoTender on veebipõhine turuplats, kus organisatsioonid kuulutavad välja hankeid geodeetilistele, maamõõtmis- ja kaardistustöödele ning kvalifitseeritud geodeedid teevad neile pakkumisi ning teostavad tööd.',
  'terms.introduction.p2':
    'Kontot luues või platvormi kasutades nõustud nende tingimuste ja meie <link>privaatsuspoliitikaga</link>. Kui kasutad platvormi organisatsiooni nimel, kinnitad, et sul on õigus siduda see organisatsioon nende tingimustega. Kui sa ei nõustu, ära platvormi kasuta.',
  'terms.definitions.title': 'Mõisted',
  'terms.definitions.posters': '<strong>„Hankijad“</strong> on kasutajad, kes kuulutavad välja hankeid, hindavad pakkumisi ja valivad geodeete.',
  'terms.definitions.geodesists':
    '<strong>„Geodeedid“</strong> on kasutajad, kes teevad hangetele pakkumisi ja täidavad neid: maamõõtjad ja teised kvalifitseeritud spetsialistid, kelle GeoTender on kinnitanud.',
  'terms.definitions.tender': '<strong>„Hange“</strong> on platvormil avaldatud geodeetilise või mõõdistustöö tellimus koos nõuete, asukoha, eelarve, ajakava ja manustega.',
  'terms.definitions.bid': '<strong>„Pakkumine“</strong> on geodeedi pakkumus hankele koos lahenduse kirjelduse ja hinnaga eurodes.',
  'terms.definitions.deliverables': '<strong>„Üleantavad tööd“</strong> on failid ja tulemused, mille geodeet laadib üles vastu võetud pakkumise täitmiseks.',
  'terms.definitions.content': '<strong>„Sisu“</strong> on mis tahes tekst, andmed, fail või muu materjal, mille kasutaja platvormile esitab.',
  'terms.accounts.title': 'Konto registreerimine ja kohustused',
  'terms.accounts.p1':
    'Platvormi kasutamiseks pead registreeruma hankija või geodeedina, andma täpsed ja täielikud andmed, kinnitama oma e-posti aadressi ja hoidma oma andmed ajakohased. Pead olema vähemalt 18-aastane ja õigusvõimeline lepinguid sõlmima.',
  'terms.accounts.p2':
    'GeoTender kontrollib geodeetide kontosid ja neid saab pakkumiste tegemiseks kasutada alles pärast kinnitamist. Võime kinnitamisest keelduda või selle tagasi võtta, näiteks kui kvalifikatsiooni ei ole võimalik kontrollida.',
  'terms.accounts.p3':
    'Vastutad oma parooli ja kaheastmelise autentimise seadme turvalisuse ning kõigi oma kontol tehtavate toimingute eest. Anna meile kohe teada igast volitamata kasutamisest. Kontod on isiklikud ja neid ei tohi jagada ega üle anda.',
  'terms.usage.title': 'Platvormi kasutamine',
  'terms.usage.p1':
    'GeoTender annab hankijatele ja geodeetidele võimaluse kohtuda ja koostööd teha. Leping mõõdistustööde tegemiseks sõlmitakse otse hankija ja geodeedi vahel pakkumise vastuvõtmisel; GeoTender ei ole nende lepingute pool ega tee mõõdistustöid.',
  'terms.usage.posters': 'Hankijad vastutavad oma nõuete täpse kirjeldamise, üles laaditud materjalide õiguste olemasolu ja pakkumiste heas usus hindamise eest.',
  'terms.usage.geodesists':
    'Geodeedid vastutavad selle eest, et neil on töö jaoks nõutavad kvalifikatsioonid, litsentsid ja kindlustus, et nende pakkumised on täpsed ning et töö tehakse kokkulepitud viisil ja kohaldatavate kutsestandardite kohaselt.',
  'terms.usage.noGuarantee': 'GeoTender ei kontrolli hangete, pakkumiste ega üleantavate tööde õigsust ega taga, et hange saab pakkumisi või et projekt lõpetatakse.',
  'terms.fees.title': 'Tasud ja maksed',
  'terms.fees.p1':
    'Platvormi või selle teatud funktsioonide kasutamise eest võidakse võtta tasu. Kõik tasud näidatakse sulle enne nende tekkimist ning neid võidakse etteteatamisega muuta. Kui ei ole öeldud teisiti, on hinnad eurodes.',
  'terms.fees.p2':
    'GeoTender vahendab maksete töötlemist hankijate ja geodeetide vahel, kuid ei vastuta kasutajatevaheliste maksevaidluste eest. Mõõdistustöö eest tasumise summa, aja või tegemise küsimused tuleb lahendada hankija ja geodeedi vahel. Iga kasutaja vastutab ise oma maksude eest.',
  'terms.ip.title': 'Intellektuaalomand',
  'terms.ip.p1': 'Platvorm, selle tarkvara, kujundus ja kaubamärgid kuuluvad GeoTenderile või selle litsentsiandjatele. Võid neid kasutada ainult nii, nagu need tingimused lubavad.',
  'terms.ip.p2':
    'Õigused sinu üles laaditud sisule jäävad sulle. Annad GeoTenderile ülemaailmse tasuta lihtlitsentsi seda sisu majutada, hoida, kopeerida ja kuvada ainult niivõrd, kuivõrd see on vajalik platvormi käitamiseks ja sisu jagamiseks sinu valitud kasutajatega, näiteks geodeetidega, kes vaatavad sinu hanget, või hankijaga, kes saab sinu üleantavad tööd. Õigused üleantavatele töödele lähevad hankija ja geodeedi vahel üle nii, nagu nad omavahel kokku lepivad.',
  'terms.prohibited.title': 'Keelatud tegevused',
  'terms.prohibited.lead': 'Sa ei tohi:',
  'terms.prohibited.false': 'avaldada valeandmetega, eksitavaid ega petturlikke hankeid või pakkumisi ega teha pakkumist hankele, mida sul ei ole kavatsust ega võimalust täita;',
  'terms.prohibited.rights': 'laadida üles sisu, mille jagamiseks sul ei ole õigust või mis on ebaseaduslik, laimav või rikub teiste õigusi;',
  'terms.prohibited.malware': 'laadida üles pahavara ega teist tüüpi failiks maskeeritud faile;',
  'terms.prohibited.access': 'püüda pääseda ligi teiste kasutajate kontodele, andmetele või failidele ega mööda minna platvormi turva- või rollipiirangutest;',
  'terms.prohibited.scrape': 'koguda automaatselt, kopeerida ega edasi müüa platvormi andmeid ilma meie kirjaliku loata;',
  'terms.prohibited.spam': 'kasutada platvormi kasutajatega ühenduse võtmiseks eesmärkidel, mis ei ole seotud nende hangete või pakkumistega, ega rämpsposti saatmiseks;',
  'terms.prohibited.load': 'segada platvormi tööd ega koormata seda ebamõistlikult.',
  'terms.liability.title': 'Vastutuse piiramine',
  'terms.liability.p1':
    'Platvormi pakutakse „nagu on“ ja „nagu saadaval“. Seadusega lubatud ulatuses ei anna GeoTender garantiid, et platvorm töötab katkestuste ja vigadeta, ega vastuta kasutajate tegude või tegevusetuse, hangete, pakkumiste või üleantavate tööde kvaliteedi või õigsuse ega mis tahes kaudse, juhusliku või kaasneva kahju, saamata jäänud tulu või andmete kaotsimineku eest.',
  'terms.liability.p2':
    'Seadusega lubatud ulatuses on GeoTenderi kogu vastutus nendest tingimustest tulenevalt piiratud tasudega, mille maksid GeoTenderile nõude esitamisele eelnenud kaheteistkümne kuu jooksul. Miski nendes tingimustes ei piira vastutust, mida ei saa seaduse järgi piirata, näiteks vastutust tahtluse või raske hooletuse eest.',
  'terms.termination.title': 'Lõpetamine',
  'terms.termination.text':
    'Võid oma konto igal ajal sulgeda, võttes meiega ühendust. Võime konto peatada või sulgeda või sisu eemaldada, kui rikud neid tingimusi, kui seadus seda nõuab või et kaitsta teisi kasutajaid või platvormi. Enne lõpetamist tekkinud kohustused, sealhulgas kasutajatevahelised maksekohustused, kehtivad ka pärast lõpetamist, samuti intellektuaalomandit, vastutuse piiramist ja kohaldatavat õigust käsitlevad jaotised.',
  'terms.law.title': 'Kohaldatav õigus',
  'terms.law.text':
    'Nendele tingimustele kohaldatakse selle riigi õigust, kus GeoTender on asutatud, arvestamata selle kollisiooninorme. Vaidlused lahendab selle asukoha kohus, välja arvatud juhul, kui kohustuslik tarbijakaitseõigus annab sulle õiguse pöörduda kohtusse oma elukohas.',
  'terms.changes.text':
    'Võime neid tingimusi aeg-ajalt uuendada. Lehe ülaosas olev kehtivuse kuupäev näitab, millal neid viimati muudeti. Olulistest muudatustest anname enne nende jõustumist teada e-postiga või teatega platvormil; kui jätkad pärast seda platvormi kasutamist, nõustud uuendatud tingimustega.',
  'terms.contact.lead': 'Kui sul on küsimusi nende tingimuste kohta, võta meiega ühendust:',
} satisfies PartCatalogue<'legal'>;
