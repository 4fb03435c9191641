# Լիգաներ (խնդիր 13)․ մրցաշրջաններ, տուրեր, աղյուսակ և վարկանիշներ։

league-format-roundrobin = շրջանաձև համակարգ
league-format-double = երկշրջան համակարգ
league-format-swiss = շվեյցարական համակարգ
league-format-ladder = սանդուղք
league-opened-teams = 🏆 Բացվեց «{ $name }» լիգան․ { $game }, { $format }, { $ladder ->
        [yes] մարտահրավերը խաղացվում է { $days } օրում
       *[no] յուրաքանչյուր տուր՝ { $days } օր
    }։ Զույգերը գրանցվում են /league team ԱՆՈՒՆ @զուգընկեր հրամանով։
league-opened-players = 🏆 Բացվեց «{ $name }» լիգան․ { $game }, { $format }, { $ladder ->
        [yes] մարտահրավերը խաղացվում է { $days } օրում
       *[no] յուրաքանչյուր տուր՝ { $days } օր
    }։ Գրանցում՝ /league join։
league-joined = «{ $league }» լիգային միացավ՝ { $name }։
league-team-invited = «{ $league }» լիգայի «{ $team }» թիմ․ ավագ՝ { $captain }, հրավիրված զուգընկեր՝ { $partner }։ Զուգընկեր, սեղմեք «Ընդունել»։
league-btn-accept = ✅ Ընդունել
league-team-registered = «{ $league }» լիգայում գրանցվեց «{ $team }» թիմը․ { $members }։
league-started = 🏁 «{ $name }» լիգան սկսվեց․ մասնակիցներ՝ { $entrants }, տուրեր՝ { $rounds }, յուրաքանչյուրը՝ { $days } օր։ Սեղմեք «Խաղալ» կամ գրեք /league play՝ ձեր հանդիպումը խաղալու համար։
league-started-ladder = 🏁 «{ $name }» սանդուղքը սկսվեց { $entrants } մասնակցով։ Մարտահրավեր նետեք ձեզնից վերև կանգնածին /league challenge ՏԵՂ հրամանով․ մարտահրավերը խաղացվում է { $days } օրում։
league-btn-play = ▶ Խաղալ իմ հանդիպումը
league-btn-fixtures = 📅 Տուրի հանդիպումները
league-fixture-opened = «{ $league }» լիգա{ $round ->
        [0] , մարտահրավեր
       *[other] , տուր { $round }
    }․ { $home } — { $away }, սեղան #{ $table }։ Նստել կարող են միայն հանդիպման մասնակիցները։
league-played-two-nil = «{ $league }» լիգա․ հաղթող՝ { $winner }, պարտվող՝ { $loser }, 2–0 (Ռուբիկոն), հաշիվ՝ { $winner_points } : { $loser_points }։
league-played-one-nil = «{ $league }» լիգա․ հաղթող՝ { $winner }, պարտվող՝ { $loser }, 1–0, հաշիվ՝ { $winner_points } : { $loser_points }։
league-played-win = «{ $league }» լիգա․ հաղթող՝ { $winner }, պարտվող՝ { $loser }, հաշիվ՝ { $winner_points } : { $loser_points }։
league-played-tars-kaput = Պարտիան ավարտվեց թարս կապուտով․ հաղթող՝ { $winner }։
league-not-counted = Այս պարտիան չի հաշվվում «{ $league }» լիգայում․ տեղերից մեկում խաղացել է համակարգիչը։ Խաղացեք հանդիպումը նորից՝ /league play։
league-challenged = «{ $league }» սանդուղք․ մարտահրավեր՝ { $challenger } → { $challenged }․ խաղալ մինչև { $deadline }՝ /league play հրամանով։
league-standings-title = 🏆 { $name } — { $game }
league-standings-round = Տուր { $round }
league-standings-registration = Գրանցումը բաց է։
league-standings-finished = Մրցաշրջանն ավարտված է։
league-standings-empty = Մասնակիցներ դեռ չկան։
league-standings-legend = Խ խաղեր · Հ հաղթանակ · Պ պարտություն · Ռ Ռուբիկոններ՝ տրված:ստացված · մ լիգայի միավոր · ± միավորների տարբերություն
league-standings-row = { $place }. { $name } — Խ { $played } · Հ { $won } · Պ { $lost } · Ռ { $rfor }:{ $ragainst } · { $points } մ · { $diff }
league-ladder-title = Տեղերը սանդուղքում․
league-ladder-row = { $place }. { $name }
league-fixtures-title = 📅 { $name }, տուր { $round } — մինչև { $deadline }
league-fixtures-none = Ցույց տալու հանդիպումներ չկան։
league-fixture-row-open = { $home } – { $away }․ դեռ չի խաղացվել
league-fixture-row-table = { $home } – { $away }․ խաղում են #{ $table } սեղանում
league-fixture-row-played = { $home } { $home_points } : { $away_points } { $away }
league-fixture-bye = Այս տուրը բաց է թողնում՝ { $name }։
league-me = «{ $league }» լիգա, { $entrant }․ տեղ՝ { $place } / { $of }, միավոր՝ { $points }։
league-me-not-entered = Դուք գրանցված չեք «{ $league }» լիգայում։
league-me-next = Հաջորդ հանդիպումը․ մրցակից՝ { $opponent }, տուր { $round }, մինչև { $deadline }։
league-me-rating = { $game }․ վարկանիշ { $rating } ± { $deviation }, խաղացված պարտիաներ՝ { $games }
league-me-unrated = Վարկանիշային պարտիաներ դեռ չկան։
rating-top-title = 🏅 Վարկանիշներ՝ { $game }
rating-top-row = { $place }. { $name } — { $rating } ± { $deviation } (պարտիաներ՝ { $games })
rating-top-empty = Այս զրույցում դեռ ոչ ոք վարկանիշ չունի այս խաղում։
league-deny-fixture-table = Ձեր հանդիպումն արդեն #{ $table } սեղանում է։
league-deny-no-league = Այստեղ այդպիսի լիգա չկա։ Ադմինիստրատորը լիգա է բացում /league new ԱՆՈՒՆ game=ԽԱՂ հրամանով։
league-deny-format = «{ $given }»․ լիգայի այդպիսի ձևաչափ չկա․ ընտրեք՝ roundrobin, double, swiss կամ ladder։
league-deny-partner = «{ $given }»․ սա զուգընկեր չէ․ նշեք ձեր զուգընկերոջը, օրինակ՝ @անուն։
league-deny-name = Անունը պետք է ունենա 1-ից 40 նիշ։
league-deny-days = Տուրը տևում է 1-ից 60 օր։
league-deny-rounds = Չափազանց շատ տուրեր․ առավելագույնը՝ { $max }։
league-deny-reach = Սանդուղքի մարտահրավերը՝ 1-ից 10 տեղ վերև։
league-deny-not-admin = Դա կարող են անել միայն զրույցի ադմինիստրատորները։
league-deny-not-organiser = Դա կարող է անել միայն լիգայի կազմակերպիչը կամ ադմինիստրատորը։
league-deny-registration-closed = Այս լիգայի գրանցումը փակ է։
league-deny-not-running = Լիգայի մրցաշրջանը դեռ չի սկսվել։
league-deny-already-entered = Դուք արդեն գրանցված եք այս լիգայում։
league-deny-name-taken = Այդ անունն այս լիգայում արդեն զբաղված է։
league-deny-teams-only = Այս լիգան զույգերի համար է․ /league team ԱՆՈՒՆ @զուգընկեր։
league-deny-players-only = Այս լիգան անհատ խաղացողների համար է․ /league join։
league-deny-own-partner = Չեք կարող լինել ինքներդ ձեր զուգընկերը։
league-deny-partner-taken = Այդ խաղացողն արդեն այս լիգայի թիմում է։
league-deny-no-invite = Այդ հրավերն այլևս բաց չէ։
league-deny-not-your-invite = Այդ հրավերն ուրիշի համար է։
league-deny-full = Այս լիգայում ազատ տեղ չկա։
league-deny-too-few = Լիգան սկսելու համար պետք է առնվազն երկու մասնակից։
league-deny-no-fixture = Այդպիսի հանդիպում չկա։
league-deny-not-your-fixture = Դա կարող են անել միայն հանդիպման մասնակիցները։
league-deny-already-played = Այդ հանդիպումն արդեն խաղացվել է։
league-deny-nothing-to-play = Այժմ խաղալու հանդիպում չունեք։
league-deny-computer-seat = Լիգայի պարտիան խաղում են միայն մասնակիցները․ համակարգիչը չի կարող տեղ զբաղեցնել։
league-deny-wrong-players = Սեղանի խաղացողներն այս հանդիպման մասնակիցները չեն։
league-deny-no-winner = Պարտիան հաղթող չունեցավ։
league-deny-not-a-ladder = Մարտահրավերներ լինում են միայն «սանդուղք» ձևաչափի լիգաներում։
league-deny-out-of-reach = Կարող եք մարտահրավեր նետել միայն ձեզնից առավելագույնը { $reach } տեղ վերև կանգնածին։
league-deny-challenge-open = Արդեն կա բաց մարտահրավեր․ նախ խաղացեք այն։
league-deny-not-entered = Դուք գրանցված չեք այս լիգայում։
league-deny-not-referee = Դա կարող են անել միայն լիգայի մրցավարները։
league-deny-no-reason = Որոշումը պատճառ է պահանջում․ գրեք այն հանդիպման համարից հետո։
league-deny-not-played = Այդ հանդիպումը չեղարկելու արդյունք չունի։
league-referee-named = «{ $league }» լիգայի նոր մրցավարը՝ { $referee }։
league-ruled-award = «{ $league }» լիգա, { $home } – { $away }․ մրցավար՝ { $by }, հաղթանակը շնորհվում է՝ { $winner }։ Պատճառ՝ { $reason }
league-ruled-annul = «{ $league }» լիգա, { $home } – { $away }․ մրցավար՝ { $by }, արդյունքը չեղարկվում է, հանդիպումը կվերախաղարկվի։ Պատճառ՝ { $reason }
league-ruled-replay = «{ $league }» լիգա, { $home } – { $away }․ մրցավար՝ { $by }, նշանակվում է վերախաղարկում։ Պատճառ՝ { $reason }
league-ruled-forfeit = «{ $league }» լիգա, { $home } – { $away }․ ժամկետն անցավ, սեղանին ներկայացավ միայն մեկ կողմը։ Տեխնիկական հաղթանակ՝ { $winner }։
league-log-title = 📜 Մրցավարների որոշումները «{ $name }» լիգայում․
league-log-empty = Մրցավարի որոշումներ դեռ չկան։
league-description = Լիգաներ․ նոր լիգա, գրանցում, դուրս գալ, թիմեր, հանդիպումներ, աղյուսակ, մրցավարներ
league-forfeited = «{ $league }» լիգա․ ժամկետն անցավ, սեղանին չներկայացավ՝ { $loser }։ Տեխնիկական հաղթանակ՝ { $winner }։
league-overdue = «{ $league }» լիգա․ #{ $number } հանդիպումը ({ $home } – { $away }) ժամկետում չխաղացվեց․ որոշում է մրցավարը (/league award, /league replay)։
league-deny-season-not-over = Մրցաշրջանը դեռ չի ավարտվել․ նախ ավարտեք այն /league end հրամանով։
league-season-ended = «{ $league }» լիգա․ { $season ->
        [1] 1-ին
       *[other] { $season }-րդ
    } մրցաշրջանն ավարտվեց, աղյուսակը պահված է /league history-ում։ Չեմպիոն՝ { $champion }։
league-season-opened = «{ $league }» լիգա․ բաց է գրանցումը { $season ->
        [1] 1-ին
       *[other] { $season }-րդ
    } մրցաշրջանի համար, նախորդ մրցաշրջանի մասնակիցները մնում են գրանցված։ /league start՝ սկսելու համար։
league-history-title = 📚 «{ $name }»․ անցած մրցաշրջաններ
league-history-season = Մրցաշրջան { $season }, ավարտվել է { $ended }․
league-history-empty = Դեռ ոչ մի մրցաշրջան չի ավարտվել։
league-deny-conditions-fixed = Լիգայի սեղանում խաղում են լիգայի պայմաններով․ դրանք փոխել հնարավոր չէ։
league-export-title = 📄 «{ $name }»․ մրցաշրջանի արդյունքներն ու աղյուսակը (CSV)։
league-export-game = 🃏 «{ $name }», #{ $fixture } հանդիպում (տուր { $round })․ { $home } – { $away }։ Խաղը բլոտի գրառման տեսքով․ ստուգեք cards replay հրամանով։
league-deny-league-under-way = Այս զրույցում արդեն լիգա է ընթանում․ նորը բացելուց առաջ ավարտեք դրա մրցաշրջանը /league end հրամանով (կամ նոր լիգան բացեք այլ զրույցում)։
league-deny-season-over = Այս մրցաշրջանն ավարտվել է։ Հաջորդը կազմակերպիչը բացում է /league season հրամանով։
league-deny-not-a-side = Կողմը 1-ն է (հանդիպման մեջ առաջինը նշվածը) կամ 2-ը (երկրորդը)․ /league award ՀԱՆԴԻՊՈՒՄ 1|2 ՊԱՏՃԱՌ։
league-withdraw-confirm = «{ $league }» լիգա․ մասնակցի դուրս գալը հնարավոր չէ հետարկել՝ { $name }։ { $fixtures ->
        [0] Չխաղացված հանդիպումներ չեն մնացել։
       *[other] Չխաղացված հանդիպումներ՝ { $fixtures }, դրանք կշնորհվեն մրցակիցներին որպես տեխնիկական հաղթանակ։
    } Խաղացված արդյունքները մնում են․ աղյուսակում { $name } կլինի լիգայում մնացած բոլորից հետո։ Հաստատելու համար գրեք՝ { $command }
league-withdrawn = «{ $league }» լիգա․ լիգայից դուրս եկավ՝ { $name }։
league-removed = «{ $league }» լիգա․ կազմակերպիչը հանեց մասնակցին՝ { $name }։
league-withdrawn-forfeits = Չխաղացված հանդիպումներ՝ { $forfeits }, դրանք շնորհվում են մրցակիցներին որպես տեխնիկական հաղթանակ։
league-standings-withdrawn = 🚫 դուրս է եկել
league-deny-no-such-place = Այդպիսի տեղ չկա․ տեղերը համարակալված են 1-ից, ինչպես աղյուսակում։
league-deny-own-place = Ինքներդ ձեզ մարտահրավեր նետել չեք կարող․ ընտրեք ձեզնից վերև կանգնածին։
league-deny-subcommand = /league հրամանը «{ $given }» ենթահրաման չունի։
league-help = Լիգայի հրամանները՝
    { $usages }
league-deny-no-such-season = Այդպիսի մրցաշրջան չկա․ ավարտված մրցաշրջանների ցանկը՝ /league history, ընթացիկ մրցաշրջանը՝ /league export (առանց համարի)։
league-deny-removal-not-asked = Այդ տեղում հաստատելու բան չկա․ տեղերը կարող էին փոխվել։ Կրկին գրեք /league remove և տեղի համարը՝ տեսնելու, թե ով է հիմա այնտեղ։
league-deny-all-played = Այս մասնակցի մրցաշրջանի բոլոր հանդիպումները խաղացված են․ մրցակիցներին տալու բան չկա, ուստի աղյուսակում նրա տեղը մնում է, և դուրս գալու բան չկա։ Հաջորդ մրցաշրջանին չմասնակցելու համար կարելի է դուրս գալ (կամ հանվել), երբ բացվի դրա գրանցումը։
league-deny-already-withdrawn = Այդ տեղի մասնակիցն արդեն դուրս է եկել լիգայից․ հանելու մարդ չկա։
league-deny-not-captain = Թիմը լիգայից կարող է հանել միայն նրա ավագը (նա, ով գրանցել է թիմը)․ լիգայի կազմակերպիչը կարող է հանել այն /league remove հրամանով։

# Issue 39 (fair deals, closed doors): one league export a minute per chat.
league-export-too-soon = Այս զրուցարանում լիգայի արտահանումը եղել է մեկ րոպեից էլ քիչ առաջ․ կրկին խնդրեք { $seconds } վայրկյանից։
