## Հայերեն. Բանալիները նույնն են, ինչ անգլերեն կատալոգում։
## Խաղի բառերը՝ բլոտի լիգայի և «Ինչպե՞ս խաղալ» տեքստերից (բազար, կապուտ, քուանշ, թերզ, բլոտ-ռեբլոտ)։

## Խաղեր

game-bazaar = Բազար բլոտ
game-belote = Ֆրանսիական բլոտ
game-belote2 = Բլոտ երկուսով
game-coinche = Ֆրանսիական քուանշ
game-toto21 = Toto21
game-durak = Դուրակ
game-about-bazaar = Հայկական բլոտ՝ 4 խաղացող, երկու զույգ, բազար հաղթաթղթի համար, մինչև 301 միավոր։
game-about-belote = Ֆրանսիական դասական բլոտ՝ հաղթաթուղթն առաջարկում է բացված խաղաթուղթը, 4 խաղացող, մինչև 501 միավոր։
game-about-belote2 = Դասական բլոտ երկուսով՝ բացված խաղաթղթով, դեմ առ դեմ, մինչև 101 միավոր։
game-about-coinche = Ֆրանսիական քուանշ՝ սակարկություն 80-ից, քուանշ և սաբ-քուանշ, մինչև 501 միավոր։
game-about-toto21 = Մենամարտ երկուսով մինչև 21՝ վերցրու, կանգնիր կամ վերցրու փակ խաղաթուղթը, խաղափուլ առ խաղափուլ։
game-about-durak = Դուրակ երկուսով՝ գնա, կտրիր կամ վերցրու, ու մի մնա խաղաթղթերով ձեռքիդ։

suit-spades = ղառ
suit-hearts = սիրտ
suit-diamonds = քյափ
suit-clubs = խաչ
strain-no-trump = բոյ
trump = Հաղթաթուղթ՝ { $suit }

## Լոբբի
## Տեղերի դասական թվականները՝ 1-ին, 2-րդ, 3-րդ, 4-րդ (սեռականը՝ 1-ինի, 2-րդի)։

lobby-table-opened = Սեղան #{ $id }{ $named ->
        [yes] { " " }«{ $name }»
       *[no] {""}
    }, բացեց՝ { $user }։ { $game }, մինչև { $points } միավոր{ $stake ->
        [0] {""}
       *[other] , խաղադրույք՝ { $stake } չիպ
    }։
lobby-no-tables = Այս զրույցում բաց սեղաններ չկան։ Բացեք նորը՝ /blot, /belote, /belote2, /coinche, /toto21 կամ /durak։
lobby-list-header = Սեղաններ այս զրույցում՝
lobby-list-row = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game } · { $points } միավոր · { $playing ->
        [yes] խաղն ընթանում է
       *[other] տեղեր՝ { $taken }/{ $seats }
    } · բացվել է՝ { $opened }
lobby-joined = Սեղանին միացավ՝ { $user }։
lobby-join-request = { $user } ուզում է միանալ։ { $creator }, ընդունե՞լ, թե՞ մերժել։
lobby-join-refused = #{ $id } սեղանին միանալու ձեր խնդրանքը մերժվեց։
lobby-begun-without = #{ $id } սեղանի խաղը սկսվեց առանց ձեզ․ տեղերն արդեն զբաղված են։
lobby-left = Սեղանից դուրս եկավ՝ { $user }։
lobby-cancelled = #{ $id } սեղանը չեղարկվեց{ $staked ->
        [yes] , խաղադրույքները վերադարձվեցին։
       *[no] ։
    }
lobby-closed-not-started = Փակված է․ { $minutes } րոպեի ընթացքում ոչ ոք խաղը չսկսեց։
lobby-closed-idle = Փակված է․ { $hours } ժամ ոչ ոք քայլ չարեց։ { $staked ->
        [yes] Խաղադրույքները վերադարձվեցին, խաղը չի հաշվվում։
       *[no] Խաղը չի հաշվվում։
    }
lobby-list-page = Սեղաններ { $from }–{ $to }՝ { $total }-ից, նորերը՝ սկզբում․
lobby-choose-seat = Ընտրեք տեղ կամ խաղընկեր, կամ նստեք պատահական տեղում։
lobby-starts-duel = { $game }՝ խաղը սկսվում է։ { $first } ընդդեմ { $second }։
lobby-starts-teams = { $game }՝ խաղը սկսվում է։ Զույգեր՝ { $north } և { $south } ընդդեմ { $east } և { $west }։
lobby-waiting = Սպասում ենք ևս { $count } խաղացողի։
lobby-bots-fill = Համակարգչային խաղացողները զբաղեցնում են { $count } ազատ տեղ։
lobby-rematch-offered = { $user } առաջարկում է ռևանշ։
lobby-rematch-started = Ռևանշը սկսվում է։
lobby-settings = Սեղան{ $named ->
        [yes] { " " }«{ $name }»
       *[no] {""}
    }՝ { $game }
    Մինչև { $points } միավոր · քայլին՝ { $move } վ{ $minutes ->
        [0] {""}
       *[other] { " · " }խաղին՝ { $minutes } ր
    }
    Խաղադրույք՝ { $stake ->
        [0] չկա
       *[other] { $stake } չիպ
    }
    Նոր խաղացողներ՝ { $approve ->
        [yes] սեղանը բացողի հաստատմամբ
       *[no] միանում են ազատ
    }

## Կոճակներ

btn-join = Միանալ
btn-leave = Դուրս գալ
btn-start = Սկսել
btn-start-bots = Սկսել համակարգչի հետ
btn-approve = Ընդունել
btn-refuse = Մերժել
btn-cancel-table = Չեղարկել սեղանը
btn-rematch = Ռևանշ
btn-take-seat-back = Վերադառնալ իմ տեղը
btn-show-hand = Իմ խաղաթղթերը
btn-pass = Պաս
btn-coinche = Քուանշ
btn-surcoinche = Սաբ-քուանշ
btn-four-sevens = Չորս յոթնոց
btn-take-turned = Վերցնել
btn-hit = Խաղաթուղթ
btn-stand = Բավական է
btn-blind-card = Փակ խաղաթուղթ
btn-durak-take = Վերցնել
btn-let-go = Բիտա
btn-random-seat = Պատահական տեղ
btn-seat = Տեղ { $seat }
btn-settings = Կարգավորումներ
btn-more-tables = Այլ սեղաններ ▸
btn-higher-bids = Ավելի բարձր…
btn-lowest-bids = ◂ Ամենացածրը
btn-more-moves = Այլ քայլեր ▸
btn-first-moves = ◂ Սկզբից
setting-name = Սեղանի անունը
setting-points = Մինչև քանի միավոր
setting-move-time = Քայլի ժամանակը
setting-game-time = Խաղի ժամանակը
setting-stake = Խաղադրույք
setting-approve = Հաստատել միացողներին
setting-idle = Քանի ժամ կարող է խաղը քայլի սպասել, մինչև փակվելը

## Մերժումներ (տեսնում է միայն սեղմողը)

deny-not-your-turn = Հերթը՝ { $user }։
deny-not-at-table = Դուք այս սեղանին չեք։
deny-stale-button = Այս կոճակը նախորդ քայլից է։
deny-seat-taken = { $seat ->
        [1] 1-ին
       *[other] { $seat }-րդ
    } տեղը զբաղված է, ընտրեք ազատ տեղ։
deny-no-such-seat = Այս սեղանն ունի միայն { $seats } տեղ (1-ից { $seats })։
deny-seat-held-by-computer = Ձեր տեղում համակարգիչն է խաղում․ նախ սեղմեք «Վերադառնալ իմ տեղը»։
deny-player-cannot-cover = { $user } այլևս չունի խաղադրույքի { $stake } չիպը։
deny-setting-name = Սեղանի անունը պետք է ունենա 1-ից 40 նիշ։
deny-setting-points = { $game } խաղը խաղում են մինչև { $allowed } միավոր։
deny-setting-move-time = Քայլի ժամանակը պետք է լինի 5-ից 3600 վայրկյան։
deny-setting-game-time = Խաղի ժամանակը պետք է լինի 1-ից 1440 րոպե (game=ՐՈՊԵ)։
deny-setting-toto21 = Toto21-ի սեղանը միշտ ունի խաղի ժամացույց, և միացողին հաստատում է բացողը։
deny-setting-rules = Այդ կանոններն այլ խաղի են։
deny-setting-stake = Խաղադրույքը չիպերի ամբողջ թիվ է՝ 0-ից 1 000 000։
deny-setting-idle = Անգործուն խաղը կարելի է պահել 1-ից 720 ժամ (idle=ԺԱՄ)։
deny-already-open = Այստեղ արդեն ունեք #{ $id } սեղանը, որը խաղացողների է սպասում․ սկսեք կամ չեղարկեք այն, նոր սեղան բացելուց առաջ։
deny-too-many-open = Արդեն ունեք խաղացողների սպասող { $limit } սեղան․ սկսեք կամ չեղարկեք դրանցից մեկը, նոր սեղան բացելուց առաջ։
slow-down = Խնդրում եմ, մի՛ շտապեք․ մի քանի վայրկյանից նորից կպատասխանեմ։
deny-game-still-running = #{ $id } սեղանի ձեր խաղը դեռ ընթանում է․ ռևանշ կարելի է առաջարկել, երբ այն ավարտվի։
deny-rematch-not-started = #{ $id } սեղանի ձեր խաղը դեռ չի սկսվել․ ռևանշ կարելի է առաջարկել, երբ խաղն ավարտվի։
deny-rematch-begun = Ռևանշն արդեն սկսվել է՝ #{ $id } սեղան։
deny-rematch-asked = Դուք արդեն առաջարկել եք ռևանշ․ այն կսկսվի, երբ մյուս խաղացողներն էլ սեղմեն «Ռևանշ»։
deny-unknown-button = Այդ կոճակը չեմ ճանաչում։
deny-lang-admins-only = Խմբի լեզուն կարող են փոխել միայն նրա ադմինիստրատորները։ Ձեր սեփական լեզուն ընտրելու համար գրեք ինձ /lang անձնական զրույցում։
own-language-note = Այս լեզվով ես կգրեմ ձեզ․ ալիքի լեզուն փոխում են սերվերի ադմինիստրատորները։
leave-confirm = Լքե՞լ #{ $id } սեղանը։ Մինչև խաղի ավարտը ձեր փոխարեն կխաղա համակարգիչը։ { $league ->
        [yes] Լիգայի պարտիան, որում խաղացել է համակարգիչը, չի հաշվվում, նույնիսկ եթե վերադառնաք ձեր տեղը․ հանդիպումը կվերախաղարկվի, կամ կորոշի մրցավարը։
       *[no] { $staked ->
            [yes] Ձեր խաղադրույքը մնում է բանկում և կախված է ձեր տեղի արդյունքից․ քանի դեռ խաղն ընթանում է, կարող եք վերադառնալ ձեր տեղը։
           *[no] Քանի դեռ խաղն ընթանում է, կարող եք վերադառնալ ձեր տեղը։
        }
    }
btn-leave-game = Լքել խաղը
turn-player-left = { $user } լքեց խաղը․ այդ տեղում խաղում է համակարգիչը, մինչև տեղը հետ վերցնեն։
hand-game-over = Խաղն ավարտվեց։
deny-table-full = Սեղանին ազատ տեղ չկա։
deny-already-seated = Դուք արդեն այս սեղանին եք։
deny-only-creator = Դա կարող է անել միայն սեղանը բացողը՝ { $creator }։
deny-not-enough-chips = Միանալու համար պետք է { $stake } չիպ, իսկ դուք ունեք { $balance }։
deny-already-started = Խաղն արդեն սկսվել է։
deny-no-such-table = Այստեղ #{ $id } սեղան չկա։
deny-not-waiting = Այս սեղանը խաղացողների չի սպասում։
deny-nothing-to-do = Հիմա անելու բան չկա։
deny-setting-unchanged = Սեղանն արդեն ունի այդ կարգավորումը։
setting-saved = Պահպանված է․ #{ $id } սեղանն արդեն ցույց է տալիս նոր կարգավորումը։
deny-not-playing = Այս սեղանին հիմա խաղ չի ընթանում։
deny-already-away = Ձեր փոխարեն արդեն խաղում է համակարգիչը․ «Ես վերադարձա»-ն կվերադարձնի ձեր տեղը։
deny-not-away = Դուք արդեն ձեր տեղում եք։
deny-bad-argument = Հրամանի արգումենտը սխալ է։ Գրեք այսպես՝ { $usage }
deny-usage = Օգտագործեք այսպես՝ { $usage }
deny-not-a-table = «{ $given }»․ սա սեղանի համար չէ․ համարը սեղանի հաղորդագրության մեջ # նշանից հետո է։
deny-not-a-seat = «{ $given }»․ այդպիսի տեղ չկա․ տեղերը 1-ից 4 են։
deny-not-a-language = «{ $given }»․ այդ լեզուն չգիտեմ․ կարող եմ՝ en, hy, ru, ka։
deny-not-a-game = «{ $given }»․ այդպիսի խաղ չկա․ խաղերն են՝ blot, belote, belote2, coinche, toto21, durak։
deny-unknown-setting = Այս հրամանը «{ $given }» կարգավորում չունի։
deny-yes-or-no = { $setting }․ պատասխանեք yes կամ no։
deny-not-a-bid = «{ $given }»․ սա խոսք չէ․ գրեք մակարդակը թվով, օրինակ՝ /bid 16 սիրտ։
deny-not-a-suit = «{ $given }»․ սա նիշ չէ․ ղառ, սիրտ, քյափ, խաչ կամ բոյ (կամ ♠ ♥ ♦ ♣, NT)։
deny-no-auction = Այստեղ հիմա խոսելու բան չունեք․ /bid-ն աշխատում է բլոտի սակարկության ժամանակ, ձեր հերթին։
deny-unknown-command = Անհայտ հրաման՝ { $command }։ Տես /help։

## Հերթ և ժամացույց

turn-yours = Ձեր հերթն է #{ $id } սեղանին։
hand-coming = #{ $id } սեղանի ձեր խաղաթղթերը կհայտնվեն այստեղ։
hand-open-private = { $user }, ես դեռ չեմ կարող ձեզ գրել․ բացեք անձնական զրույց ինձ հետ՝ ձեր խաղաթղթերը ստանալու համար։
btn-get-cards = Ստանալ խաղաթղթերը
btn-open-table = Բացել սեղանը
turn-to-play = Խաղում է՝ { $user } · քայլին՝ { $seconds } վ։
turn-to-bid = Բազար․ հերթը՝ { $user } · քայլին՝ { $seconds } վ։
turn-timed-out = Ժամանակը սպառվեց՝ { $user }․ քայլն արվեց նրա փոխարեն՝ { $action }։
turn-bot-holds-seat = { $user } բաց թողեց երեք քայլ անընդմեջ․ տեղը պահում է համակարգչային խաղացողը։
turn-player-back = { $user } վերադարձավ։
turn-player-away = { $user } հեռացավ․ նրա փոխարեն խաղում է համակարգիչը, մինչև նա վերադառնա։
btn-away = Ես հեռանում եմ
btn-back = Ես վերադարձա
btn-hint = 💡 Հուշում
hint-choice = 💡 Հուշում՝ ուժեղ խաղացողը կընտրեր { $choice }։
hint-values = 💡 Հուշում՝ ուժեղ խաղացողը կընտրեր { $choice }։ Ինչ արժե ձեր կողմի համար այս խաղափուլում՝ ըստ այն, ինչ տեսնում եք․ { $values }։
deny-no-hints = Այս սեղանում հուշումներն անջատված են։
deny-not-a-level = «{ $value }»․ համակարգչային խաղացողների այդպիսի մակարդակ չկա․ ընտրեք՝ rule կամ strong։
lobby-settings-ai = Համակարգչային խաղացողներ՝ { $level ->
        [strong] ուժեղ
       *[rule] կանոններով
    } · հուշումներ՝ { $hints ->
        [yes] միացված
       *[no] անջատված
    }
setting-ai = Համակարգչային խաղացողների մակարդակը
setting-ai-rule = 🤖 Կանոններով
setting-ai-strong = 🤖 Ուժեղ
setting-hints = Հուշումներ
setting-move-secs-button = ⏱ { $seconds } վ
turn-game-clock-out = Խաղի ժամանակը սպառվեց՝ { $user }․ նա պարտվեց մրցախաղում։

## Չիպեր և վիճակագրություն

chips-balance = Դուք ունեք { $chips } չիպ։
chips-daily = Օրական համալրում՝ +{ $chips } չիպ։
chips-grant = Բարի գալուստ։ Սկսելու համար ստացեք { $chips } չիպ։
chips-pot = Բանկում յուրաքանչյուր խաղացողից { $stake } չիպ է։
chips-pot-alone = Համակարգչային խաղացողները խաղադրույք չեն դնում․ ձեր { $stake } չիպը կվերադառնա ձեզ՝ ինչ արդյունք էլ լինի։
chips-wins = Բանկը ({ $chips } չիպ) ստանում է՝ { $user }։
stats-top-header = Լավագույն խաղացողներ՝
stats-top-row = { $rank }. { $user } — { $wins } հաղթանակ { $games } խաղից
stats-yours = Ձեր խաղերը՝ { $games }, հաղթանակները՝ { $wins }, չիպերը՝ { $chips }։
stats-no-games = Այս զրույցում դեռ ոչ մի խաղ չի խաղացվել։

## Բլոտ՝ բազար

blot-pass = { $user }՝ պաս
blot-bid = { $user }՝ { $level } հատ { $strain }
blot-bid-kaput = { $user }՝ կապուտ, { $strain } ({ $level })
blot-coinche = { $user }՝ քուանշ։
blot-surcoinche = { $user }՝ սաբ-քուանշ։
blot-four-sevens = { $user } ցույց տվեց չորս յոթնոց․ խաղափուլը չեղարկվում է և նորից է բաժանվում։
blot-thrown-in = Բոլորը պաս ասացին․ խաղաթղթերը նորից են բաժանվում։
blot-take = { $user } վերցնում է բացված խաղաթուղթը․ հաղթաթուղթ՝ { $suit }։
blot-name-trump = { $user } ընտրում է հաղթաթուղթ՝ { $suit }։
blot-contract = Պայմանագիր՝ { $user }, { $kaput ->
        [yes] կապուտ ({ $level })
       *[no] { $level } հատ
    } { $strain }{ $factor ->
        [2] {" "}(քուանշ, ×2)
        [4] {" "}(սաբ-քուանշ, ×4)
       *[other] {""}
    }։

## Բլոտ՝ արժեքներ և ձեռքեր

blot-terz = { $user }՝ թերզ
blot-fifty = { $user }՝ հիսուն
blot-hundred = { $user }՝ հարյուր
blot-four = { $user }՝ չորս { $rank ->
        [six] վեցնոց
        [seven] յոթնոց
        [eight] ութնոց
        [nine] իննոց
        [ten] տասնոց
        [jack] վալետ
        [queen] թագուհի
        [king] արքա
       *[ace] տուզ
    }
blot-four-eights = { $user }՝ չորս ութնոց։ Մյուս բոլոր խաղացողների արժեքները ջրվում են։
blot-belote = { $user }՝ բլոտ
blot-rebelote = { $user }՝ ռեբլոտ
blot-trick = Ձեռքը տարավ՝ { $user }։
team-names = { $first } և { $second }
blot-last-trick = Վերջին ձեռքը տարավ՝ { $user } (+{ $points })։

## Բլոտ՝ արդյունքներ

blot-made = { $team }՝ հանեցին։
blot-down = { $team }՝ տակ տվեցին։
blot-tars-kaput = Թարս կապուտ։ { $team } կապուտ ասացին ու ոչ մի ձեռք չտարան․ խաղը տարան՝ { $winners }։
blot-team-points = { $team }՝ { $points } միավոր ({ $parts })
blot-team-points-rounded = { $team }՝ { $points } միավոր ({ $parts } = { $raw }, կլորացված մինչև տասնյակներ)
blot-team-points-rounded-one = { $team }՝ { $points } միավոր ({ $parts }, կլորացված մինչև տասնյակներ)
blot-team-no-points = { $team }՝ 0 միավոր
blot-part-cards = թղթերից՝ { $points }
blot-part-combinations = արժեքներ՝ { $points }
blot-part-belote = բլոտ՝ { $points }
blot-part-bid = պայմանագիր՝ { $level }{ $factor ->
        [1] {""}
       *[other] {" "}× { $factor }
    }
blot-game-won = Խաղը տարան՝ { $team }, { $margin ->
        [two-nil] 2-0 (Ռուբիկոն)
       *[one-nil] 1-0
    }։
score = Հաշիվ՝ { $team_a } { $a } : { $b } { $team_b }

## Toto21

toto-dealer = Այս խաղափուլի խաղավարը՝ { $user }։
toto-hit = { $user } վերցնում է խաղաթուղթ։
toto-stand = { $user } կանգնում է՝ { $total } միավոր։
toto-blind = { $user } վերցնում է փակ խաղաթուղթը։
toto-bust = { $user }՝ ավել է, { $total }։
toto-golden-point = Ոսկե միավոր։ Երկու տուզ ունի՝ { $user }։
toto-tie-to-dealer = Հավասարի դեպքում հաղթում է խաղավարը՝ { $user }։
toto-double-bust = Երկուսն էլ ավել են․ խաղափուլը կրկնվում է { $prize } միավորի համար։
toto-round-won = Խաղափուլը տարավ՝ { $user } (+{ $points } միավոր)։
toto-conditions = Մինչև { $points } միավոր · քայլին՝ { $move } վ · խաղին՝ { $minutes } ր · { $stake ->
        [0] առանց խաղադրույքի
       *[other] խաղադրույք՝ { $stake } չիպ
    }

## Դուրակ

durak-attack = { $user } գնում է՝ { $card }։
durak-beat = { $user } կտրում է { $attack } խաղաթուղթը { $defence } խաղաթղթով։
durak-take = { $user } վերցնում է խաղաթղթերը։
durak-let-go = { $user }՝ բիտա։
durak-draws = { $user } տրցակից վերցնում է { $count } խաղաթուղթ։
durak-stock = Տրցակում { $count } խաղաթուղթ է մնացել։
durak-game-won = Խաղը տարավ՝ { $user }։
durak-draw = Երկու ձեռքն էլ միաժամանակ դատարկվեցին․ ոչ-ոքի, ոչ ոք միավոր չի ստանում։
match-won = { $players ->
        [one] Մրցախաղը տարավ
       *[other] Մրցախաղը տարան
    }՝ { $user }։

## Screens: the table message and the private hand

screen-title = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game }
screen-seat = { $seat }. { $user }
screen-seat-computer = { $seat }. { $user } (համակարգիչ)
screen-seat-away = { $seat }. { $user } (բացակա է․ խաղում է համակարգիչը)
screen-seat-free = { $seat }. —
screen-awaiting-approval = Միանալ են ուզում՝ { $users }
screen-hand = Ձեր խաղաթղթերը՝ { $cards }
screen-hand-empty = Ձեր ձեռքում խաղաթուղթ չի մնացել։
screen-on-table = Սեղանին՝ { $cards }
screen-last-trick = Վերջին ձեռքը՝ { $cards }, տարավ՝ { $user }
screen-tricks = Ձեռքեր՝ { $team_a } { $a } : { $b } { $team_b }
screen-bidding = Բազար՝ { $calls }
screen-turned = Բացված խաղաթուղթ՝ { $card }
screen-score = Հաշիվ՝ { $team_a } { $a } : { $b } { $team_b } (մինչև { $points })
screen-dealer = Բաժանում է՝ { $user }
screen-toto-hand = { $user }՝ { $cards } ({ $total })
screen-toto-round = Խաղափուլ { $number }, խաղարկվում է { $prize } միավոր
screen-cards-in-hand = { $user }՝ ձեռքում { $count } խաղաթուղթ
screen-durak-attacker = Գնում է՝ { $user }։
screen-game-over = Խաղն ավարտվեց։
screen-your-move = Ձեր քայլն է։
btn-kaput = Կապուտ { $bid }

## Լեզու

lang-set = Լեզու՝ { $language }։
lang-choose = Ընտրեք լեզուն՝

## Օգնություն և կանոններ

help =
    Հրամաններ՝
    /blot — բացել բազար բլոտի սեղան
    /belote — բացել ֆրանսիական բլոտի սեղան
    /belote2 — բացել երկուսով բլոտի սեղան
    /coinche — բացել ֆրանսիական քուանշի սեղան
    /toto21 — բացել Toto21-ի սեղան
    /durak — բացել դուրակի սեղան
    /tables — այս զրույցի բաց սեղանները
    /join ID — միանալ ID սեղանին
    /leave — դուրս գալ սեղանից
    /away — ձեր փոխարեն խաղում է համակարգիչը, մինչև վերադառնաք
    /back — վերադառնալ ձեր տեղը
    /rematch — առաջարկել ռևանշ
    /balance — ձեր չիպերը
    /top — լավագույն խաղացողները
    /lang — ընտրել լեզուն
    /rules ԽԱՂ — խաղի կանոնները (blot, belote, belote2, coinche, toto21, durak)
    /settings — ձեր սեղանի կարգավորումները
    /bid ԹԻՎ ՆԻՇ — ցանկացած խոսք բլոտի սակարկությունում, օրինակ՝ /bid 16 սիրտ
rules-bazaar =
    Բազար բլոտ՝ 32 խաղաթուղթ (7-ից A), 4 խաղացող, խաղընկերները նստում են դեմ դիմաց, յուրաքանչյուրին՝ 8 խաղաթուղթ։
    Բազար՝ պաս կամ առնվազն 8 հատ որևէ նիշով կամ բոյ, ամեն խոսք նախորդից բարձր․ կապուտը (բոլոր 8 ձեռքը)՝ 25-ից։ Քուանշը կրկնապատկում է մրցակցի խոսքը, սաբ-քուանշը՝ ևս մեկ անգամ։
    Տուր նույն նիշը, չունես՝ չախիր ավելի բարձր հաղթաթղթով, եթե կարող ես (բացի երբ ձեռքը տանում է խաղընկերդ)։ Հաղթաթղթեր՝ J 9 A 10 K Q 8 7։
    Արժեքները հայտարարվում են առաջին խաղաթուղթը գցելուց առաջ՝ թերզ 2, հիսուն 5, հարյուր 10, չորս թուղթ 10–20․ չորս ութնոցը ջրում է մյուսներինը։ Բլոտ-ռեբլոտը (հաղթաթղթի K և Q)՝ 2։
    Հանած է, երբ խոսողների միավորներն արժեքների հետ հասնում են ասածին, այլապես տակ են տվել։ Առաջինը 300-ն անցնող զույգը հաղթում է՝ 2-0, եթե պարտվողներն ունեն 150 կամ պակաս։
rules-belote =
    Ֆրանսիական բլոտ՝ 4 խաղացող, յուրաքանչյուրին 5 խաղաթուղթ, մեկ խաղաթուղթը բացվում է։
    Հերթով ամեն մեկը կարող է վերցնել բացված խաղաթուղթը (նրա նիշը հաղթաթուղթ է) կամ պաս ասել․ երկրորդ շրջանում կարելի է ընտրել նիշ կամ պաս․ եթե ոչ ոք չվերցրեց՝ նորից են բաժանում։ Հետո բոլորն ունենում են 8-ական խաղաթուղթ։
    Խաղը՝ բազար բլոտի պես։ Վերցնողները պետք է հավաքեն ավելի շատ, քան մրցակիցները, այլապես խաղափուլի բոլոր միավորները գնում են մրցակիցներին։ Խաղ՝ մինչև 501։
rules-belote2 =
    Բլոտ երկուսով՝ 6-ական խաղաթուղթ և մեկը բացված․ վերցնում են այն կամ ընտրում նիշ՝ ֆրանսիական բլոտի պես, հետո յուրաքանչյուրն ունի 9 խաղաթուղթ և խաղում են 9 ձեռք։
    Միավորները հաշվում են տասնյակներով, ինչպես բազար բլոտում։ Խաղ՝ մինչև 101։
rules-coinche =
    Ֆրանսիական քուանշ՝ տրցակը խաղափուլերի միջև միայն կիսում են․ բաժանումն ու խաղը ժամացույցի սլաքի հակառակ ուղղությամբ են, 3-3-2։
    Սակարկությունը 80-ից է, 10-ական քայլով, կապուտը՝ 250․ կարելի է պաս, խոսք, քուանշ կամ սաբ-քուանշ։
    Հանած՝ խոսքը գումարած միավորները։ Տակ տված՝ մրցակիցները ստանում են 160 գումարած խոսքը։ Քուանշ ×2, սաբ-քուանշ ×4։ Խաղ՝ մինչև 501։
rules-toto21 =
    Toto21՝ 2 խաղացող, 36 խաղաթուղթ (6-ից A)։ A-ն 11 կամ 1 է, K՝ 4, Q՝ 3, J՝ 2, մնացածը՝ իրենց արժեքով։
    Ամեն խաղափուլում համակարգը պատահականորեն ընտրում է խաղավարին (դիլեր), մյուսը խաղացողն է և առաջինն է խաղում՝ վերցնում է խաղաթուղթ, քանի դեռ 21-ից պակաս է, կամ կանգնում։ 21-ից ավելը՝ ավել է։ Հետո խաղում է խաղավարը։
    Հաղթում է ավելի բարձր միավորը, հավասարի դեպքում՝ խաղավարը։ Երկուսն էլ ավել՝ խաղափուլը կրկնվում է 2 միավորի համար։ Բաժանումից երկու տուզ՝ ոսկե միավոր, եթե խաղավարն էլ երկու տուզ չունի։
    Խաղափուլում մեկ անգամ խաղացողը (ոչ խաղավարը) կարող է վերցնել փակ խաղաթուղթ, որը բացվում է միայն վերջում։ Առաջինը սեղանի միավորներին հասնողը հաղթում է։
rules-durak =
    Դուրակ՝ 2 խաղացող, 36 խաղաթուղթ (6-ից A), յուրաքանչյուրին՝ 6։ Տրցակի ներքևի խաղաթուղթը բաց է, նրա նիշը հաղթաթուղթ է։
    Գնալ կարելի է ցանկացած խաղաթղթով, ավելացնել՝ սեղանին արդեն եղած արժեքի խաղաթղթեր։ Կտրել՝ նույն նիշի ավելի բարձր խաղաթղթով կամ հաղթաթղթով, հաղթաթուղթը՝ միայն ավելի բարձր հաղթաթղթով։
    Չես կարող կամ չես ուզում կտրել՝ վերցրու խաղաթղթերը։ Բոլորը կտրված են՝ բիտա, և հերթն անցնում է մյուսին։ Բոլորը լրացնում են մինչև 6 խաղաթուղթ։
    Տրցակն ու ձեռքը դատարկ են՝ խաղը տարար, մեկ միավոր։ Առաջինը սեղանի միավորներին հասնողը հաղթում է։

## Շարժիչի սխալներ՝ բլոտ

err-blot-not-your-turn = Հիմա { $expected ->
        [1] 1-ին
       *[other] { $expected }-րդ
    } տեղի հերթն է, ոչ թե { $seat ->
        [1] 1-ինի
       *[other] { $seat }-րդի
    }։
err-blot-auction-over = Բազարն ավարտված է։
err-blot-auction-not-over = Բազարը դեռ չի ավարտվել։
err-blot-deal-over = Խաղափուլն ավարտված է։
err-blot-wrong-call = Այս խաղում { $kind ->
        [pass] պաս ասել
        [bid] խոսել ({ $level } հատ { $strain })
        [kaput] կապուտ ասել ({ $level } հատ { $strain })
        [coinche] քուանշ ասել
        [surcoinche] սաբ-քուանշ ասել
        [four-sevens] չորս յոթնոց ցույց տալ
        [take] բացված խաղաթուղթը վերցնել
        [choose] հաղթաթուղթ ընտրել ({ $suit })
       *[other] այդպես խոսել
    } չի կարելի։
err-blot-bid-too-low = Խոսքը պետք է լինի առնվազն { $min }։
err-blot-bid-not-higher = Խոսքը պետք է բարձր լինի նախորդից ({ $last })։
err-blot-bid-off-step = Խոսքերը բարձրանում են { $step }-ական։
err-blot-bid-too-high = Առանց կապուտի ամենաբարձր խոսքը { $max } է։
err-blot-kaput-too-low = Կապուտը պետք է լինի առնվազն { $min }։
err-blot-kaput-too-high = Կապուտը կարող է լինել առավելագույնը { $max }։
err-blot-must-bid-kaput = Կապուտից հետո ամեն ավելի բարձր խոսք պետք է կապուտ լինի։
err-blot-no-trump-not-allowed = Այս խաղում բոյ (առանց հաղթաթղթի) խոսել չի կարելի։
err-blot-only-surcoinche-or-pass = Քուանշից հետո կարելի է միայն սաբ-քուանշ կամ պաս։
err-blot-nothing-to-coinche = Քուանշ անելու համար մրցակցի խոսք չկա։
err-blot-nothing-to-surcoinche = Սաբ-քուանշը հնարավոր է միայն ձեր զույգի խոսքին արված քուանշից հետո։
err-blot-cannot-show-four-sevens = Չորս յոթնոցը կարող է ցույց տալ միայն դրանք ունեցողը՝ իր առաջին խոսքից առաջ։
err-blot-turned-suit-refused = Երկրորդ շրջանում բացված խաղաթղթի նիշն ընտրել չի կարելի։
err-blot-not-in-hand = Ձեր ձեռքում { $card } չկա։
err-blot-must-follow-suit = Պետք է տալ նույն նիշը։
err-blot-must-overtrump = Պետք է չախել ավելի բարձր հաղթաթղթով։
err-blot-must-trump = Պետք է չախել հաղթաթղթով։
err-blot-too-late-to-announce = Արժեքները հայտարարվում են առաջին խաղաթուղթը գցելուց առաջ։
err-blot-no-announcements = Այս սեղանի շուրջ արժեքներ չեն հայտարարվում։
err-blot-not-a-combination = { $cards }․ սա արժեք (համադրություն) չէ։
err-blot-card-in-two-combinations = { $card } խաղաթուղթը մասնակցում է երկու հայտարարված արժեքի։
err-blot-combination-not-held = { $card } խաղաթուղթը ձեզ չի բաժանվել։
err-blot-wrong-hand-size = Ձեռքում պետք է լինի { $expected } խաղաթուղթ, ոչ թե { $found }։
err-blot-card-dealt-twice = { $card } խաղաթուղթը բաժանված է երկու անգամ։
err-blot-card-not-in-pack = Այս խաղի տրցակում { $card } չկա։
err-blot-turned-card-not-taken = Բացված խաղաթուղթը պետք է լինի վերցնողի ձեռքում։
err-blot-hands-not-completed = Խաղարկված խաղափուլը գրանցվում է լրացված ձեռքերով։
err-blot-no-such-seat = { $seat ->
        [1] 1-ին
       *[other] { $seat }-րդ
    } տեղ չկա։

## Շարժիչի սխալներ՝ Toto21

err-toto-match-over = Մրցախաղն ավարտված է։
err-toto-no-round = Խաղափուլ չի ընթանում․ նախ պետք է բաժանել հաջորդը։
err-toto-round-in-play = Խաղափուլը դեռ ընթանում է․ հաջորդ բաժանումը՝ դրա ավարտից հետո։
err-toto-not-your-turn = Հիմա { $turn ->
        [1] 1-ին
       *[other] { $turn }-րդ
    } տեղի հերթն է, ոչ թե { $seat ->
        [1] 1-ինի
       *[other] { $seat }-րդի
    }։
err-toto-hit-at-21 = 21-ի դեպքում խաղաթուղթ վերցնել չի կարելի․ կանգնեք։
err-toto-dealer-blind = Խաղավարը չի կարող վերցնել փակ խաղաթուղթ․ միայն խաղացողը։
err-toto-blind-used = Փակ խաղաթուղթն այս խաղափուլում արդեն վերցված է․ մեկ անգամ խաղափուլում։
err-toto-deck-exhausted = Վերցնելու խաղաթուղթ չի մնացել։

## Շարժիչի սխալներ՝ դուրակ

err-durak-no-points = Մրցախաղը պետք է լինի առնվազն մինչև 1 միավոր։
err-durak-not-a-full-deck = Տրցակում պետք է լինեն 36 խաղաթղթերը (6-ից տուզ)՝ յուրաքանչյուրը մեկ անգամ․ կա { $cards }։
err-durak-wrong-first-attacker = Առաջինը պետք է գնա { $expected ->
        [1] 1-ին
       *[other] { $expected }-րդ
    } տեղը։
err-durak-game-in-progress = Ընթացիկ խաղը դեռ չի ավարտվել։
err-durak-no-game = Խաղ չի ընթանում․ նախ պետք է բաժանել հաջորդը։
err-durak-game-over = Խաղն ավարտված է։
err-durak-match-over = Մրցախաղն ավարտված է։
err-durak-not-your-move = Հիմա { $to_move ->
        [1] 1-ին
       *[other] { $to_move }-րդ
    } տեղի քայլն է, ոչ թե { $seat ->
        [1] 1-ինի
       *[other] { $seat }-րդի
    }։
err-durak-not-in-hand = Ձեր ձեռքում { $card } չկա։
err-durak-rank-not-on-table = { $card } խաղաթուղթն ավելացնել չի կարելի․ ավելացվող խաղաթուղթը պետք է համընկնի սեղանին եղած արժեքի հետ։
err-durak-exceeds-defender-hand = { $card } խաղաթուղթն ավելացնել չի կարելի․ չկտրված խաղաթղթերը չեն կարող շատ լինել պաշտպանվողի ձեռքի խաղաթղթերից ({ $defender_cards })։
err-durak-nothing-to-let-go = Նախ գնացեք խաղաթղթով․ սեղանին բիտա անելու բան չկա։
err-durak-only-defender = Քանի դեռ սեղանին չկտրված խաղաթուղթ կա, կտրել կամ վերցնել կարող է միայն պաշտպանվողը։
err-durak-must-beat-or-take = Սեղանին չկտրված խաղաթուղթ կա․ կտրեք կամ վերցրեք։
err-durak-not-unbeaten-attack = { $card }․ սա սեղանի չկտրված խաղաթուղթ չէ։
err-durak-does-not-beat = { $defence } խաղաթուղթը չի կտրում { $attack } խաղաթուղթը․ կտրեք նույն նիշի ավելի բարձր խաղաթղթով կամ հաղթաթղթով։
err-durak-trump-needs-higher = { $defence } խաղաթուղթը չի կտրում { $attack } խաղաթուղթը․ հաղթաթուղթը կտրվում է միայն ավելի բարձր հաղթաթղթով։

## Optional announcements

btn-announce = Հայտարարել՝ { $combos }
btn-announce-none = Ոչինչ չհայտարարել
combo-run = { $len ->
        [3] թերզ
        [4] հիսուն
       *[5] հարյուր
    } մինչև { $top }
combo-four = չորս { $rank ->
        [six] վեցնոց
        [seven] յոթնոց
        [eight] ութնոց
        [nine] իննոց
        [ten] տասնոց
        [jack] վալետ
        [queen] թագուհի
        [king] արքա
       *[ace] տուզ
    }
hand-announce-hint = Արժեքները հայտարարելը պարտադիր չէ․ ընտրեք, թե ինչ եք հայտարարում, մինչև առաջին խաղաթուղթը գցելը, կամ պարզապես գցեք խաղաթուղթ, և կհայտարարվեն ձեր լավագույն արժեքները։
btn-no-belote = Չհայտարարել բլոտը
btn-open-hand = Բացել իմ խաղաթղթերը
screen-open-hand = Բաց խաղաթղթեր — { $user }՝ { $cards }
hand-choose-open = Դուք եք ընտրում, թե որ խաղաթուղթը գցի այս բաց ձեռքից՝ { $user }։
hand-laid-open = Ձեր ձեռքը բաց է․ թե որ խաղաթուղթը գցեք, ընտրում են մրցակիցները։
setting-open-hand = Բաց ձեռքը թույլատրված է․ խաղացողը կարող է բացել իր խաղաթղթերը, և այդ դեպքում մրցակիցներն են ընտրում, թե որը նա գցի։
setting-no-trump = Բոյ
setting-announcements = Արժեքների հայտարարում
setting-no-trump-off = Առանց բոյի․ ամեն պայմանագիր ունի հաղթաթղթի նիշ։
setting-announcements-off = Առանց արժեքների․ դրանք ոչ հայտարարվում են, ոչ հաշվվում, իսկ բլոտ-ռեբլոտը հաշվվում է։
deny-setting-house-rule = { $game } խաղն այդպիսի տնային կանոն չունի․ ֆրանսիական քուանշում սեղանը կարող է անջատել բոյն ու արժեքների հայտարարումը, ֆրանսիական բլոտում՝ հայտարարումը։

# Issue 39: tables belong to their chat.
deny-table-elsewhere = #{ $id } սեղանը մեկ այլ զրույցում է․ միացեք դրան այնտեղ։
lobby-closed-unattended = Փակված է․ { $minutes } րոպե սեղանի շուրջ ոչ մի խաղացող չկար։ { $staked ->
        [yes] Խաղադրույքները վերադարձվեցին, խաղը չի հաշվվում։
       *[no] Խաղը չի հաշվվում։
    }
deny-too-many-starts = Դուք կարճ ժամանակում շատ խաղեր եք սկսել․ փորձեք նորից մի քանի րոպեից։

# Issue 39: public answers that cannot flood
answered-privately = (Պատասխանում եմ միայն ձեզ, որպեսզի չատը չծանրաբեռնվի։)

# Issue 41: the web table's page (web-server)
web-connecting = Միանում է…
web-reconnecting = Կապը կորավ․ նորից միանում է…
web-spectator = Դուք դիտում եք այս սեղանը։
web-your-hand = Ձեր խաղաթղթերը
web-trump = Հաղթաթուղթ
web-contract = Պայմանագիր
web-bidding = Բազար
web-score = Հաշիվ
web-tricks = Ձեռքեր
web-last-trick = Վերջին ձեռքը
web-dealer = Բաժանող
web-deck = Կապուկ
web-computer = Համակարգիչ
web-away = Բացակա
web-empty-seat = Ազատ տեղ
web-time-left = Մնացած ժամանակը
web-unauthorized = Բացեք այս սեղանը Telegram-ից․ էջը չկարողացավ պարզել, թե ով եք դուք։
web-no-table = Այս սեղանը գոյություն չունի։
web-bad-frame = Էջն ուղարկեց մի բան, որը սեղանը չի կարողանում կարդալ․ թարմացրեք էջը։
web-press-failed = Չստացվեց․ փորձեք նորից։
web-sign-in-busy = Այս պահին շատ մարդիկ են մուտք գործում․ մի փոքր հետո նորից կփորձենք։
