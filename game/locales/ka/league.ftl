# ლიგები (ამოცანა 13): სეზონები, ტურები, ცხრილი და რეიტინგები.

league-format-roundrobin = წრიული სისტემა
league-format-double = ორწრიანი სისტემა
league-format-swiss = შვეიცარიული სისტემა
league-format-ladder = კიბე
league-opened-teams = 🏆 გაიხსნა ლიგა «{ $name }»: { $game }, { $format }, { $ladder ->
        [yes] გამოწვევა თამაშდება { $days } დღეში
       *[no] თითო ტური — { $days } დღე
    }. ორკაციანი გუნდები რეგისტრირდება ბრძანებით /league team სახელი @პარტნიორი.
league-opened-players = 🏆 გაიხსნა ლიგა «{ $name }»: { $game }, { $format }, { $ladder ->
        [yes] გამოწვევა თამაშდება { $days } დღეში
       *[no] თითო ტური — { $days } დღე
    }. რეგისტრაცია: /league join.
league-joined = ლიგას «{ $league }» შეუერთდა: { $name }.
league-team-invited = ლიგა «{ $league }», გუნდი «{ $team }»: კაპიტანი — { $captain }, მოწვეული პარტნიორი — { $partner }. პარტნიორო, დააჭირეთ „მიღებას“.
league-btn-accept = ✅ მიღება
league-team-registered = ლიგაში «{ $league }» დარეგისტრირდა გუნდი «{ $team }»: { $members }.
league-started = 🏁 ლიგა «{ $name }» დაიწყო: მონაწილე — { $entrants }, ტური — { $rounds }, თითო — { $days } დღე. დააჭირეთ „თამაშს“ ან აკრიფეთ /league play თქვენი მატჩისთვის.
league-started-ladder = 🏁 კიბე «{ $name }» დაიწყო { $entrants } მონაწილით. გამოიწვიეთ თქვენზე მაღლა მდგომი ბრძანებით /league challenge ადგილი; გამოწვევა თამაშდება { $days } დღეში.
league-btn-play = ▶ ჩემი მატჩის თამაში
league-btn-fixtures = 📅 ტურის მატჩები
league-fixture-opened = ლიგა «{ $league }»{ $round ->
        [0] , გამოწვევა
       *[other] , ტური { $round }
    }: { $home } — { $away }, მაგიდა #{ $table }. დაჯდომა მხოლოდ მატჩის მონაწილეებს შეუძლიათ.
league-played-two-nil = ლიგა «{ $league }»: გამარჯვებული — { $winner }, დამარცხებული — { $loser }, 2–0 (რუბიკონი), ანგარიში { $winner_points } : { $loser_points }.
league-played-one-nil = ლიგა «{ $league }»: გამარჯვებული — { $winner }, დამარცხებული — { $loser }, 1–0, ანგარიში { $winner_points } : { $loser_points }.
league-played-win = ლიგა «{ $league }»: გამარჯვებული — { $winner }, დამარცხებული — { $loser }, ანგარიში { $winner_points } : { $loser_points }.
league-played-tars-kaput = პარტია დასრულდა უკუკაპუტით (თარს-კაპუტი); გამარჯვებული — { $winner }.
league-not-counted = ეს პარტია ლიგაში «{ $league }» არ ითვლება: ერთ-ერთ ადგილზე კომპიუტერი თამაშობდა. ითამაშეთ მატჩი ხელახლა: /league play.
league-challenged = კიბე «{ $league }»: გამოწვევა — { $challenger } → { $challenged }; ითამაშეთ ვადამდე ({ $deadline }) ბრძანებით /league play.
league-standings-title = 🏆 { $name } — { $game }
league-standings-round = ტური { $round }
league-standings-registration = რეგისტრაცია ღიაა.
league-standings-finished = სეზონი დასრულდა.
league-standings-empty = მონაწილეები ჯერ არ არიან.
league-standings-legend = თ თამაშები · მ მოგება · წ წაგება · რ რუბიკონები მოგებული:წაგებული · ქ ლიგის ქულები · ± ქულების სხვაობა
league-standings-row = { $place }. { $name } — თ { $played } · მ { $won } · წ { $lost } · რ { $rfor }:{ $ragainst } · { $points } ქ · { $diff }
league-ladder-title = ადგილები კიბეზე:
league-ladder-row = { $place }. { $name }
league-fixtures-title = 📅 { $name }, ტური { $round } — ვადა: { $deadline }
league-fixtures-none = საჩვენებელი მატჩები არ არის.
league-fixture-row-open = { $home } – { $away }: ჯერ არ გამართულა
league-fixture-row-table = { $home } – { $away }: თამაშობენ მაგიდასთან #{ $table }
league-fixture-row-played = { $home } { $home_points } : { $away_points } { $away }
league-fixture-bye = ამ ტურს გამოტოვებს: { $name }.
league-me = ლიგა «{ $league }», { $entrant }: ადგილი { $place } / { $of }, ქულები: { $points }.
league-me-not-entered = თქვენ არ ხართ დარეგისტრირებული ლიგაში «{ $league }».
league-me-next = შემდეგი მატჩი: მეტოქე — { $opponent }, ტური { $round }, ვადა: { $deadline }.
league-me-rating = { $game }: რეიტინგი { $rating } ± { $deviation }, ნათამაშები პარტიები: { $games }
league-me-unrated = სარეიტინგო პარტიები ჯერ არ არის.
rating-top-title = 🏅 რეიტინგი: { $game }
rating-top-row = { $place }. { $name } — { $rating } ± { $deviation } (პარტიები: { $games })
rating-top-empty = ამ ჩატში ამ თამაშში ჯერ არავის აქვს რეიტინგი.
league-deny-fixture-table = თქვენი მატჩი უკვე მაგიდასთან #{ $table } მიდის.
league-deny-no-league = აქ ასეთი ლიგა არ არის. ადმინისტრატორი ლიგას ხსნის ბრძანებით /league new სახელი game=თამაში.
league-deny-format = „{ $given }“ ლიგის ფორმატი არ არის: roundrobin, double, swiss ან ladder.
league-deny-partner = „{ $given }“ პარტნიორი არ არის: მონიშნეთ პარტნიორი, მაგალითად @სახელი.
league-deny-name = სახელი უნდა იყოს 1-დან 40 სიმბოლომდე.
league-deny-days = ტური გრძელდება 1-დან 60 დღემდე.
league-deny-rounds = ძალიან ბევრი ტური: მაქსიმუმ { $max }.
league-deny-reach = კიბეზე გამოწვევა — 1-დან 10 ადგილამდე ზემოთ.
league-deny-not-admin = ამის გაკეთება მხოლოდ ჩატის ადმინისტრატორებს შეუძლიათ.
league-deny-not-organiser = ამის გაკეთება მხოლოდ ლიგის ორგანიზატორს ან ადმინისტრატორს შეუძლია.
league-deny-registration-closed = ამ ლიგაში რეგისტრაცია დახურულია.
league-deny-not-running = ლიგის სეზონი ჯერ არ დაწყებულა.
league-deny-already-entered = თქვენ უკვე დარეგისტრირებული ხართ ამ ლიგაში.
league-deny-name-taken = ეს სახელი ამ ლიგაში უკვე დაკავებულია.
league-deny-teams-only = ეს ლიგა ორკაციანი გუნდებისთვისაა: /league team სახელი @პარტნიორი.
league-deny-players-only = ეს ლიგა ცალკეული მოთამაშეებისთვისაა: /league join.
league-deny-own-partner = საკუთარი თავის პარტნიორი ვერ იქნებით.
league-deny-partner-taken = ეს მოთამაშე უკვე ამ ლიგის გუნდშია.
league-deny-no-invite = ეს მოწვევა აღარ მოქმედებს.
league-deny-not-your-invite = ეს მოწვევა სხვისთვისაა.
league-deny-full = ამ ლიგაში თავისუფალი ადგილი აღარ არის.
league-deny-too-few = ლიგის დასაწყებად საჭიროა მინიმუმ ორი მონაწილე.
league-deny-no-fixture = ასეთი მატჩი არ არსებობს.
league-deny-not-your-fixture = ამის გაკეთება მხოლოდ მატჩის მონაწილეებს შეუძლიათ.
league-deny-already-played = ეს მატჩი უკვე ნათამაშებია.
league-deny-nothing-to-play = ახლა სათამაშო მატჩი არ გაქვთ.
league-deny-computer-seat = ლიგის პარტიას მხოლოდ მონაწილეები თამაშობენ: კომპიუტერი ადგილს ვერ დაიკავებს.
league-deny-wrong-players = მაგიდასთან ამ მატჩის მონაწილეები არ სხედან.
league-deny-no-winner = პარტიას გამარჯვებული არ ჰყავს.
league-deny-not-a-ladder = გამოწვევა მხოლოდ კიბის ლიგებშია.
league-deny-out-of-reach = შეგიძლიათ გამოიწვიოთ მხოლოდ ის, ვინც თქვენზე მაქსიმუმ { $reach } ადგილით მაღლაა.
league-deny-challenge-open = უკვე არის ღია გამოწვევა: ჯერ ის ითამაშეთ.
league-deny-not-entered = თქვენ არ ხართ დარეგისტრირებული ამ ლიგაში.
league-deny-not-referee = ამის გაკეთება მხოლოდ ლიგის მსაჯებს შეუძლიათ.
league-deny-no-reason = გადაწყვეტილებას მიზეზი სჭირდება: დაწერეთ მატჩის ნომრის შემდეგ.
league-deny-not-played = ამ მატჩს გასაუქმებელი შედეგი არ აქვს.
league-referee-named = ლიგის «{ $league }» ახალი მსაჯი: { $referee }.
league-ruled-award = ლიგა «{ $league }», { $home } – { $away }: მსაჯი { $by }, გამარჯვება ენიჭება: { $winner }. მიზეზი: { $reason }
league-ruled-annul = ლიგა «{ $league }», { $home } – { $away }: მსაჯი { $by } აუქმებს შედეგს, მატჩი ხელახლა გაიმართება. მიზეზი: { $reason }
league-ruled-replay = ლიგა «{ $league }», { $home } – { $away }: მსაჯი { $by } ნიშნავს გადათამაშებას. მიზეზი: { $reason }
league-ruled-forfeit = ლიგა «{ $league }», { $home } – { $away }: ვადა გავიდა, მაგიდასთან მხოლოდ ერთი მხარე გამოცხადდა. ტექნიკური გამარჯვება: { $winner }.
league-log-title = 📜 მსაჯების გადაწყვეტილებები ლიგაში «{ $name }»:
league-log-empty = მსაჯის გადაწყვეტილებები ჯერ არ არის.
league-description = ლიგები: ახალი ლიგა, რეგისტრაცია, გასვლა, გუნდები, მატჩები, ცხრილი, მსაჯები
league-forfeited = ლიგა «{ $league }»: ვადა გავიდა; მაგიდასთან არ გამოცხადდა: { $loser }. ტექნიკური გამარჯვება: { $winner }.
league-overdue = ლიგა «{ $league }»: მატჩი #{ $number } ({ $home } – { $away }) ვადაში არ ჩატარდა; გადაწყვეტს მსაჯი (/league award, /league replay).
league-deny-season-not-over = სეზონი ჯერ არ დასრულებულა: ჯერ დაასრულეთ ბრძანებით /league end.
league-season-ended = ლიგა «{ $league }»: სეზონი { $season } დასრულდა, მისი ცხრილი შენახულია /league history-ში. ჩემპიონი: { $champion }.
league-season-opened = ლიგა «{ $league }»: სეზონი { $season } — რეგისტრაცია ღიაა; წინა სეზონის მონაწილეები დარეგისტრირებულები რჩებიან. სეზონს /league start იწყებს.
league-history-title = 📚 «{ $name }»: წინა სეზონები
league-history-season = სეზონი { $season }, დასრულდა { $ended }:
league-history-empty = ჯერ არცერთი სეზონი არ დასრულებულა.
league-deny-conditions-fixed = ლიგის მაგიდასთან ლიგის პირობებით თამაშობენ: მათი შეცვლა შეუძლებელია.
league-export-title = 📄 «{ $name }»: სეზონის შედეგები და ცხრილი (CSV).
league-export-game = 🃏 «{ $name }», მატჩი #{ $fixture } (ტური { $round }): { $home } – { $away }. თამაში ბლოტის ჩანაწერად: შეამოწმეთ ბრძანებით cards replay.
league-deny-league-under-way = ამ ჩატში ლიგა უკვე მიმდინარეობს: ახლის გახსნამდე დაასრულეთ მისი სეზონი ბრძანებით /league end (ან ახალი ლიგა სხვა ჩატში გახსენით).
league-deny-season-over = ეს სეზონი დასრულდა. შემდეგს ორგანიზატორი ხსნის ბრძანებით /league season.
league-deny-not-a-side = მხარე არის 1 (მატჩში პირველად დასახელებული) ან 2 (მეორედ დასახელებული): /league award მატჩი 1|2 მიზეზი.
league-withdraw-confirm = ლიგა «{ $league }»: მონაწილის გასვლას ვერ გააუქმებთ: { $name }. { $fixtures ->
        [0] გასამართი მატჩები აღარ დარჩა.
       *[other] გაუმართავი მატჩები: { $fixtures }; ისინი მეტოქეებს ჩაეთვლებათ ტექნიკურ გამარჯვებად.
    } უკვე გამართული მატჩების შედეგები რჩება; ცხრილში { $name } იქნება ყველა დარჩენილი მონაწილის შემდეგ. დასადასტურებლად აკრიფეთ: { $command }
league-withdrawn = ლიგა «{ $league }»: ლიგიდან გავიდა { $name }.
league-removed = ლიგა «{ $league }»: ორგანიზატორმა მოხსნა მონაწილე: { $name }.
league-withdrawn-forfeits = გაუმართავი მატჩები: { $forfeits }; ისინი მეტოქეებს ჩაეთვალათ ტექნიკურ გამარჯვებად.
league-standings-withdrawn = 🚫 გავიდა ლიგიდან
league-deny-no-such-place = ასეთი ადგილი არ არის: ადგილები დანომრილია 1-დან, როგორც ცხრილში.
league-deny-own-place = საკუთარი თავის გამოწვევა არ შეიძლება: გამოიწვიეთ ის, ვინც თქვენზე მაღლაა.
league-deny-subcommand = ბრძანებას /league არ აქვს ქვებრძანება „{ $given }“.
league-help = ლიგის ბრძანებები:
    { $usages }
league-deny-no-such-season = ასეთი სეზონი არ არის: დასრულებულ სეზონებს აჩვენებს /league history; /league export ნომრის გარეშე აგზავნის მიმდინარეს.
league-deny-removal-not-asked = ამ ადგილზე დასადასტურებელი არაფერია: შესაძლოა, ადგილები შეიცვალა. კიდევ ერთხელ აკრიფეთ /league remove ადგილის ნომრით, რომ ნახოთ, ვინ არის იქ ახლა.
league-deny-all-played = ამ მონაწილის სეზონის ყველა მატჩი გამართულია: მეტოქეებისთვის დასათმობი არაფერია, ამიტომ ცხრილში მისი ადგილი რჩება და გასასვლელი არაფერია. შემდეგ სეზონში რომ არ ითამაშოთ, გასვლა (ან მოხსნა) შეიძლება, როცა მასზე რეგისტრაცია გაიხსნება.
league-deny-already-withdrawn = ამ ადგილის მონაწილე უკვე გავიდა ლიგიდან: მოსახსნელი არავინაა.
league-deny-not-captain = გუნდის ლიგიდან გაყვანა მხოლოდ მის კაპიტანს შეუძლია (ვინც გუნდი დაარეგისტრირა); ლიგის ორგანიზატორს შეუძლია მისი მოხსნა ბრძანებით /league remove.

# Issue 39 (fair deals, closed doors): one league export a minute per chat.
league-export-too-soon = ამ ჩატში ლიგის ექსპორტი ერთ წუთზე ნაკლები ხნის წინ გაკეთდა: ისევ სცადეთ { $seconds } წამში.
