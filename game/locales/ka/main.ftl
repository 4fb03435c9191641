## ქართული. გასაღებები იგივეა, რაც ინგლისურ კატალოგში.
## დურაკის სიტყვები ქართული წესებიდან: ჩამოსვლა, გაჭრა, აღება, კარტის წასვლა, კოზირი, დასტა.

## თამაშები

game-bazaar = ბაზარ ბლოტი
game-belote = ფრანგული ბელოტი
game-belote2 = ორკაციანი ბელოტი
game-coinche = ფრანგული კუანში
game-toto21 = Toto21
game-durak = დურაკი
game-about-bazaar = სომხური ბლოტი: 4 მოთამაშე, ორი წყვილი, ვაჭრობა („ბაზარი“) კოზირისთვის, 301 ქულამდე.
game-about-belote = ფრანგული კლასიკური ბელოტი: კოზირს გახსნილი კარტი გვთავაზობს, 4 მოთამაშე, 501 ქულამდე.
game-about-belote2 = ორკაციანი ბელოტი: გახსნილი კარტით, პირისპირ, 101 ქულამდე.
game-about-coinche = ფრანგული კუანში: ვაჭრობა 80-დან, კუანში და სურკუანში, 501 ქულამდე.
game-about-toto21 = ორკაციანი დუელი 21-მდე: აიღე, გაჩერდი ან აიღე დახურული კარტი, რაუნდი რაუნდის მიყოლებით.
game-about-durak = ორკაციანი დურაკი: ჩამოდი, გაჭერი ან აიღე და არ დარჩე ხელში კარტებით.

suit-spades = ყვავი
suit-hearts = გული
suit-diamonds = აგური
suit-clubs = ჯვარი
strain-no-trump = უკოზირო
trump = კოზირი: { $suit }

## ლობი

lobby-table-opened = მაგიდა #{ $id }{ $named ->
        [yes] { " " }„{ $name }“
       *[no] {""}
    }, გახსნა: { $user }. { $game }, { $points } ქულამდე{ $stake ->
        [0] {""}
       *[other] , ფსონი: { $stake } ჟეტონი
    }.
lobby-no-tables = ამ ჩატში ღია მაგიდა არ არის. გახსენით ახალი: /blot, /belote, /belote2, /coinche, /toto21 ან /durak.
lobby-list-header = მაგიდები ამ ჩატში:
lobby-list-row = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game } · { $points } ქულა · { $playing ->
        [yes] თამაში მიმდინარეობს
       *[other] ადგილები: { $taken }/{ $seats }
    } · გაიხსნა: { $opened }
lobby-joined = მაგიდას შემოუერთდა: { $user }.
lobby-join-request = { $user } ითხოვს შემოერთებას. { $creator }, მიიღებთ თუ უარს ეტყვით?
lobby-join-refused = მაგიდა #{ $id }-ზე შემოერთების თხოვნაზე უარი გითხრეს.
lobby-begun-without = მაგიდა #{ $id }-ზე თამაში თქვენს გარეშე დაიწყო: ადგილები უკვე დაკავებულია.
lobby-left = მაგიდიდან გავიდა: { $user }.
lobby-cancelled = მაგიდა #{ $id } გაუქმდა{ $staked ->
        [yes] , ფსონები დაბრუნდა.
       *[no] .
    }
lobby-closed-not-started = დაიხურა: { $minutes } წუთის განმავლობაში თამაში არავინ დაიწყო.
lobby-closed-idle = დაიხურა: { $hours } საათის განმავლობაში სვლა არავის გაუკეთებია. { $staked ->
        [yes] ფსონები დაბრუნდა, თამაში არ ითვლება.
       *[no] თამაში არ ითვლება.
    }
lobby-list-page = მაგიდები { $from }–{ $to } სულ { $total }-დან, ჯერ ახლები:
lobby-choose-seat = აირჩიეთ ადგილი ან პარტნიორი, ან დაჯექით შემთხვევით ადგილზე.
lobby-starts-duel = { $game }: თამაში იწყება! { $first } — { $second }.
lobby-starts-teams = { $game }: თამაში იწყება! წყვილები: { $north } და { $south } — { $east } და { $west }.
lobby-waiting = ველოდებით კიდევ { $count } მოთამაშეს.
lobby-bots-fill = კომპიუტერი იკავებს { $count } თავისუფალ ადგილს.
lobby-rematch-offered = { $user } რევანშს გთავაზობთ.
lobby-rematch-started = რევანში იწყება!
lobby-settings = მაგიდა{ $named ->
        [yes] { " " }„{ $name }“
       *[no] {""}
    }: { $game }
    { $points } ქულამდე · სვლაზე { $move } წმ{ $minutes ->
        [0] {""}
       *[other] { " · " }თამაშზე { $minutes } წთ
    }
    ფსონი: { $stake ->
        [0] არ არის
       *[other] { $stake } ჟეტონი
    }
    ახალი მოთამაშეები: { $approve ->
        [yes] მაგიდის გამხსნელის თანხმობით
       *[no] თავისუფლად უერთდებიან
    }

## ღილაკები

btn-join = შემოერთება
btn-leave = გასვლა
btn-start = დაწყება
btn-start-bots = დაწყება კომპიუტერთან
btn-approve = მიღება
btn-refuse = უარი
btn-cancel-table = მაგიდის გაუქმება
btn-rematch = რევანში
btn-take-seat-back = ადგილზე დაბრუნება
btn-show-hand = ჩემი კარტები
btn-pass = პასი
btn-coinche = კუანში
btn-surcoinche = სურკუანში
btn-four-sevens = ოთხი შვიდიანი
btn-take-turned = აღება
btn-hit = კარტი
btn-stand = საკმარისია
btn-blind-card = დახურული კარტი
btn-durak-take = აღება
btn-let-go = კარტის წასვლა
btn-random-seat = შემთხვევითი ადგილი
btn-seat = ადგილი { $seat }
btn-settings = პარამეტრები
btn-more-tables = სხვა მაგიდები ▸
btn-higher-bids = უფრო მაღლა…
btn-lowest-bids = ◂ თავიდან
btn-more-moves = სხვა სვლები ▸
btn-first-moves = ◂ თავიდან
setting-name = მაგიდის სახელი
setting-points = რამდენ ქულამდე
setting-move-time = სვლის დრო
setting-game-time = თამაშის დრო
setting-stake = ფსონი
setting-approve = შემოერთების დადასტურება
setting-idle = რამდენი საათი შეიძლება ელოდოს თამაში სვლას დახურვამდე

## უარები (ხედავს მხოლოდ ღილაკის დამჭერი)

deny-not-your-turn = ახლა სვლა აქვს: { $user }.
deny-not-at-table = თქვენ ამ მაგიდასთან არ ზიხართ.
deny-stale-button = ეს ღილაკი წინა სვლისაა.
deny-seat-taken = ადგილი { $seat } დაკავებულია, აირჩიეთ თავისუფალი.
deny-no-such-seat = ამ მაგიდას მხოლოდ { $seats } ადგილი აქვს (1-დან { $seats }-მდე).
deny-seat-held-by-computer = თქვენს ადგილზე კომპიუტერი თამაშობს: ჯერ დააჭირეთ ღილაკს „ადგილზე დაბრუნება“.
deny-player-cannot-cover = მოთამაშეს { $user } აღარ აქვს ფსონის { $stake } ჟეტონი.
deny-setting-name = მაგიდის სახელი უნდა იყოს 1-დან 40 სიმბოლომდე.
deny-setting-points = { $game } თამაშდება { $allowed } ქულამდე.
deny-setting-move-time = სვლის დრო უნდა იყოს 5-დან 3600 წამამდე.
deny-setting-game-time = თამაშის დრო უნდა იყოს 1-დან 1440 წუთამდე (game=წუთი).
deny-setting-toto21 = Toto21-ის მაგიდას ყოველთვის აქვს თამაშის საათი და ახალ მოთამაშეს მაგიდის გამხსნელი ამტკიცებს.
deny-setting-rules = ეს წესები სხვა თამაშს ეკუთვნის.
deny-setting-stake = ფსონი ჟეტონების მთელი რიცხვია 0-დან 1 000 000-მდე.
deny-setting-idle = უმოქმედო თამაში შეიძლება შენახული იყოს 1-დან 720 საათამდე (idle=საათი).
deny-already-open = აქ უკვე გაქვთ მაგიდა #{ $id }, რომელიც მოთამაშეებს ელოდება: ახლის გახსნამდე დაიწყეთ ან გააუქმეთ ის.
deny-too-many-open = უკვე გაქვთ { $limit } მაგიდა, რომელიც მოთამაშეებს ელოდება: ახლის გახსნამდე დაიწყეთ ან გააუქმეთ ერთ-ერთი.
slow-down = ცოტა ნელა, გთხოვთ: რამდენიმე წამში ისევ გიპასუხებთ.
deny-game-still-running = თქვენი თამაში მაგიდა #{ $id }-ზე ჯერ კიდევ მიმდინარეობს: რევანშის შეთავაზება მისი დასრულების შემდეგ შეიძლება.
deny-rematch-not-started = თქვენს მაგიდა #{ $id }-ზე თამაში ჯერ არ დაწყებულა: რევანშის შეთავაზება თამაშის დასრულების შემდეგ შეიძლება.
deny-rematch-begun = რევანში უკვე დაიწყო: მაგიდა #{ $id }.
deny-rematch-asked = რევანში უკვე შესთავაზეთ: დაიწყება, როცა დანარჩენი მოთამაშეებიც დააჭერენ „რევანშს“.
deny-unknown-button = ეს ღილაკი ვერ ვიცანი.
deny-lang-admins-only = ჯგუფის ენას მხოლოდ მისი ადმინისტრატორები ცვლიან. საკუთარი ენის ასარჩევად პირად ჩატში მომწერეთ /lang.
own-language-note = ამ ენაზე მოგწერთ თქვენ; არხის ენას სერვერის ადმინისტრატორები ცვლიან.
leave-confirm = დავტოვოთ მაგიდა #{ $id }? თამაშის ბოლომდე თქვენს ნაცვლად კომპიუტერი ითამაშებს. { $league ->
        [yes] ლიგის პარტია, რომელშიც კომპიუტერმა ითამაშა, არ ითვლება, თუნდაც ადგილი დაიბრუნოთ: მატჩი ხელახლა ჩატარდება ან მას მსაჯი გადაწყვეტს.
       *[no] { $staked ->
            [yes] თქვენი ფსონი ბანკში რჩება და თქვენი ადგილის შედეგს მიჰყვება; სანამ თამაში გრძელდება, ადგილის დაბრუნება შეგიძლიათ.
           *[no] სანამ თამაში გრძელდება, ადგილის დაბრუნება შეგიძლიათ.
        }
    }
btn-leave-game = თამაშის დატოვება
turn-player-left = თამაშიდან გავიდა: { $user }. ამ ადგილზე კომპიუტერი თამაშობს, სანამ ადგილს არ დაიბრუნებენ.
hand-game-over = თამაში დასრულდა.
deny-table-full = მაგიდა სავსეა.
deny-already-seated = თქვენ უკვე ამ მაგიდასთან ზიხართ.
deny-only-creator = ამის გაკეთება შეუძლია მხოლოდ მაგიდის გამხსნელს: { $creator }.
deny-not-enough-chips = შემოსაერთებლად საჭიროა { $stake } ჟეტონი, თქვენ გაქვთ { $balance }.
deny-already-started = თამაში უკვე დაიწყო.
deny-no-such-table = აქ მაგიდა #{ $id } არ არის.
deny-not-waiting = ეს მაგიდა მოთამაშეებს არ ელოდება.
deny-nothing-to-do = ახლა გასაკეთებელი არაფერია.
deny-setting-unchanged = მაგიდას ეს პარამეტრი უკვე აქვს.
setting-saved = შენახულია: მაგიდა #{ $id } უკვე აჩვენებს ახალ პარამეტრს.
deny-not-playing = ამ მაგიდასთან ახლა თამაში არ მიმდინარეობს.
deny-already-away = თქვენ ნაცვლად უკვე კომპიუტერი თამაშობს: „დავბრუნდი“ ადგილს დაგიბრუნებთ.
deny-not-away = თქვენ უკვე თქვენს ადგილზე ხართ.
deny-bad-argument = ბრძანების არგუმენტი არასწორია. დაწერეთ ასე: { $usage }
deny-usage = გამოიყენეთ ასე: { $usage }
deny-not-a-table = „{ $given }“ მაგიდის ნომერი არ არის: ნომერი მაგიდის შეტყობინებაში # ნიშნის შემდეგაა.
deny-not-a-seat = „{ $given }“ ადგილი არ არის: ადგილებია 1-დან 4-მდე.
deny-not-a-language = „{ $given }“ ჩემი ენა არ არის: en, hy, ru, ka.
deny-not-a-game = „{ $given }“ თამაში არ არის: blot, belote, belote2, coinche, toto21, durak.
deny-unknown-setting = ამ ბრძანებას „{ $given }“ პარამეტრი არ აქვს.
deny-yes-or-no = { $setting }: უპასუხეთ yes ან no.
deny-not-a-bid = „{ $given }“ დაძახება არ არის: მიუთითეთ დონე რიცხვით, მაგალითად /bid 16 გული.
deny-not-a-suit = „{ $given }“ ფერი არ არის: ყვავი, გული, აგური, ჯვარი ან უკოზირო (ან ♠ ♥ ♦ ♣, NT).
deny-no-auction = აქ ახლა დასაძახებელი არაფერი გაქვთ: /bid მუშაობს ბლოტის ვაჭრობაში, თქვენს სვლაზე.
deny-unknown-command = უცნობი ბრძანება: { $command }. იხილეთ /help.

## სვლა და საათი

turn-yours = თქვენი სვლაა მაგიდა #{ $id }-ზე.
hand-coming = მაგიდა #{ $id }-ის თქვენი კარტი აქ გამოჩნდება.
hand-open-private = { $user }, ჯერ ვერ მოგწერთ: გახსენით პირადი ჩატი ჩემთან, რომ მიიღოთ თქვენი კარტი.
btn-get-cards = ჩემი კარტის მიღება
btn-open-table = მაგიდის გახსნა
turn-to-play = სვლა აქვს: { $user } · სვლაზე { $seconds } წმ.
turn-to-bid = ვაჭრობა · სვლა აქვს: { $user } · სვლაზე { $seconds } წმ.
turn-timed-out = დრო ამოეწურა: { $user }. სვლა მის ნაცვლად გაკეთდა: { $action }.
turn-bot-holds-seat = ზედიზედ სამი სვლა გამოტოვა: { $user }. მის ადგილზე კომპიუტერი თამაშობს.
turn-player-back = დაბრუნდა: { $user }.
turn-player-away = { $user } გავიდა: მის ნაცვლად კომპიუტერი თამაშობს, სანამ { $user } დაბრუნდება.
btn-away = გავდივარ
btn-back = დავბრუნდი
btn-hint = 💡 მინიშნება
hint-choice = 💡 მინიშნება: ძლიერი მოთამაშის არჩევანი — { $choice }.
hint-values = 💡 მინიშნება: ძლიერი მოთამაშის არჩევანი — { $choice }. რა ღირს თქვენი მხარისთვის ამ დარიგებაში, იმის მიხედვით, რასაც ხედავთ: { $values }.
deny-no-hints = ამ მაგიდაზე მინიშნებები გამორთულია.
deny-not-a-level = „{ $value }“ კომპიუტერული მოთამაშეების დონე არ არის: rule ან strong.
lobby-settings-ai = კომპიუტერული მოთამაშეები: { $level ->
        [strong] ძლიერი
       *[rule] წესებით
    } · მინიშნებები: { $hints ->
        [yes] ჩართულია
       *[no] გამორთულია
    }
setting-ai = კომპიუტერული მოთამაშეების დონე
setting-ai-rule = 🤖 წესებით
setting-ai-strong = 🤖 ძლიერი
setting-hints = მინიშნებები
setting-move-secs-button = ⏱ { $seconds } წმ
turn-game-clock-out = თამაშის დრო ამოეწურა: { $user }. მატჩი წაგებულია.

## ჟეტონები და სტატისტიკა

chips-balance = თქვენ გაქვთ { $chips } ჟეტონი.
chips-daily = ყოველდღიური შევსება: +{ $chips } ჟეტონი.
chips-grant = კეთილი იყოს თქვენი მობრძანება! დასაწყისისთვის: { $chips } ჟეტონი.
chips-pot = ბანკშია თითო მოთამაშისგან { $stake } ჟეტონი.
chips-pot-alone = კომპიუტერული მოთამაშეები ფსონს არ დებენ: თქვენი { $stake } ჟეტონი ნებისმიერ შემთხვევაში დაგიბრუნდებათ.
chips-wins = ბანკი ({ $chips } ჟეტონი) მიდის: { $user }.
stats-top-header = საუკეთესო მოთამაშეები:
stats-top-row = { $rank }. { $user } — { $wins } მოგება { $games } თამაშიდან
stats-yours = თქვენი თამაშები: { $games }, მოგებები: { $wins }, ჟეტონები: { $chips }.
stats-no-games = ამ ჩატში ჯერ არცერთი თამაში არ თამაშებულა.

## ბლოტი: ვაჭრობა

blot-pass = { $user }: პასი
blot-bid = { $user }: { $level } { $strain }
blot-bid-kaput = { $user }: კაპუტი, { $strain } ({ $level })
blot-coinche = { $user }: კუანში!
blot-surcoinche = { $user }: სურკუანში!
blot-four-sevens = { $user } აჩვენებს ოთხ შვიდიანს: დარიგება უქმდება და თავიდან რიგდება.
blot-thrown-in = ყველამ თქვა პასი: კარტი თავიდან რიგდება.
blot-take = { $user } იღებს გახსნილ კარტს: კოზირი — { $suit }.
blot-name-trump = { $user } ირჩევს კოზირს: { $suit }.
blot-contract = კონტრაქტი: { $user }, { $kaput ->
        [yes] კაპუტი ({ $level })
       *[no] { $level }
    } { $strain }{ $factor ->
        [2] {" "}(კუანში, ×2)
        [4] {" "}(სურკუანში, ×4)
       *[other] {""}
    }.

## ბლოტი: კომბინაციები და ხელები

blot-terz = { $user }: ტერცი
blot-fifty = { $user }: ორმოცდაათი
blot-hundred = { $user }: ასი
blot-four = { $user }: ოთხი { $rank ->
        [six] ექვსიანი
        [seven] შვიდიანი
        [eight] რვიანი
        [nine] ცხრიანი
        [ten] ათიანი
        [jack] ვალეტი
        [queen] ქალი
        [king] მეფე
       *[ace] ტუზი
    }
blot-four-eights = { $user }: ოთხი რვიანი! ყველა სხვა მოთამაშის კომბინაცია უქმდება.
blot-belote = { $user }: ბლოტი
blot-rebelote = { $user }: რებლოტი
blot-trick = ხელი წაიღო: { $user }.
team-names = { $first } და { $second }
blot-last-trick = ბოლო ხელი წაიღო: { $user } (+{ $points }).

## ბლოტი: შედეგები

blot-made = { $team }: კონტრაქტი შესრულდა.
blot-down = { $team }: კონტრაქტი ჩაიჭრა.
blot-tars-kaput = უკუკაპუტი! კაპუტი თქვეს და ვერცერთი ხელი ვერ წაიღეს: { $team }. თამაში მოიგეს: { $winners }.
blot-team-points = { $team }: { $points } ქულა ({ $parts })
blot-team-points-rounded = { $team }: { $points } ქულა ({ $parts } = { $raw }, დამრგვალებულია ათეულებამდე)
blot-team-points-rounded-one = { $team }: { $points } ქულა ({ $parts }, დამრგვალებულია ათეულებამდე)
blot-team-no-points = { $team }: 0 ქულა
blot-part-cards = კარტები { $points }
blot-part-combinations = კომბინაციები { $points }
blot-part-belote = ბლოტი { $points }
blot-part-bid = კონტრაქტი { $level }{ $factor ->
        [1] {""}
       *[other] {" "}× { $factor }
    }
blot-game-won = თამაში მოიგეს: { $team }, { $margin ->
        [two-nil] 2-0 (რუბიკონი)
       *[one-nil] 1-0
    }!
score = ანგარიში: { $team_a } { $a } : { $b } { $team_b }

## Toto21

toto-dealer = ამ რაუნდში დილერია: { $user }.
toto-hit = { $user } იღებს კარტს.
toto-stand = { $user } ჩერდება { $total }-ზე.
toto-blind = { $user } იღებს დახურულ კარტს.
toto-bust = გადაჭარბება: { $user }, { $total }.
toto-golden-point = ოქროს ქულა! ორი ტუზი აქვს: { $user }.
toto-tie-to-dealer = თანაბარზე იგებს დილერი — { $user }.
toto-double-bust = ორივემ გადააჭარბა: რაუნდი თავიდან ითამაშება { $prize } ქულაზე.
toto-round-won = რაუნდი მოიგო: { $user } (+{ $points } ქულა).
toto-conditions = { $points } ქულამდე · სვლაზე { $move } წმ · თამაშზე { $minutes } წთ · { $stake ->
        [0] ფსონის გარეშე
       *[other] ფსონი: { $stake } ჟეტონი
    }

## დურაკი

durak-attack = { $user } ჩამოდის: { $card }.
durak-beat = { $user } ჭრის { $attack }-ს { $defence }-ით.
durak-take = { $user } იღებს კარტებს.
durak-let-go = { $user }: კარტი წავიდა.
durak-draws = { $user } იღებს დასტიდან { $count } კარტს.
durak-stock = დასტაში დარჩა { $count } კარტი.
durak-game-won = თამაში მოიგო: { $user }.
durak-draw = ორივეს ხელი ერთდროულად დაიცალა: ფრე, ქულას არავინ იღებს.
match-won = { $players ->
        [one] მატჩი მოიგო
       *[other] მატჩი მოიგეს
    }: { $user }!

## Screens: the table message and the private hand

screen-title = #{ $id }{ $named ->
        [yes] { " " }{ $name }
       *[no] {""}
    } · { $game }
screen-seat = { $seat }. { $user }
screen-seat-computer = { $seat }. { $user } (კომპიუტერი)
screen-seat-away = { $seat }. { $user } (არ არის: თამაშობს კომპიუტერი)
screen-seat-free = { $seat }. —
screen-awaiting-approval = მაგიდასთან დაჯდომა სურთ: { $users }
screen-hand = თქვენი კარტი: { $cards }
screen-hand-empty = ხელში კარტი აღარ დაგრჩათ.
screen-on-table = მაგიდაზე: { $cards }
screen-last-trick = ბოლო ხელი: { $cards }, წაიღო: { $user }
screen-tricks = ხელები: { $team_a } { $a } : { $b } { $team_b }
screen-bidding = ვაჭრობა: { $calls }
screen-turned = გახსნილი კარტი: { $card }
screen-score = ანგარიში: { $team_a } { $a } : { $b } { $team_b } ({ $points }-მდე)
screen-dealer = არიგებს: { $user }
screen-toto-hand = { $user }: { $cards } ({ $total })
screen-toto-round = რაუნდი { $number }, ღირს { $prize } ქულა
screen-cards-in-hand = { $user }: ხელში { $count } კარტი
screen-durak-attacker = ჩამოდის: { $user }.
screen-game-over = თამაში დასრულდა.
screen-your-move = თქვენი სვლაა.
btn-kaput = კაპუტი { $bid }

## ენა

lang-set = ენა: { $language }.
lang-choose = აირჩიეთ ენა:

## დახმარება და წესები

help =
    ბრძანებები:
    /blot — ბაზარ ბლოტის მაგიდის გახსნა
    /belote — ფრანგული ბელოტის მაგიდის გახსნა
    /belote2 — ორკაციანი ბელოტის მაგიდის გახსნა
    /coinche — ფრანგული კუანშის მაგიდის გახსნა
    /toto21 — Toto21-ის მაგიდის გახსნა
    /durak — დურაკის მაგიდის გახსნა
    /tables — ამ ჩატის ღია მაგიდები
    /join ID — მაგიდა ID-ზე შემოერთება
    /leave — მაგიდიდან გასვლა
    /away — თქვენ ნაცვლად კომპიუტერი თამაშობს, სანამ დაბრუნდებით
    /back — თქვენს ადგილზე დაბრუნება
    /rematch — რევანშის შეთავაზება
    /balance — თქვენი ჟეტონები
    /top — საუკეთესო მოთამაშეები
    /lang — ენის არჩევა
    /rules თამაში — თამაშის წესები (blot, belote, belote2, coinche, toto21, durak)
    /settings — თქვენი მაგიდის პარამეტრები
    /bid დონე ფერი — ნებისმიერი დაძახება ბლოტის ვაჭრობაში, მაგალითად /bid 16 გული
rules-bazaar =
    ბაზარ ბლოტი: 32 კარტი (7-დან ტუზამდე), 4 მოთამაშე, პარტნიორები ერთმანეთის პირისპირ სხედან, თითოს 8 კარტი.
    ვაჭრობა („ბაზარი“): პასი ან მინიმუმ 8 რომელიმე ფერში ან უკოზიროდ, ყოველი დაძახება წინაზე მაღალი; კაპუტი (8-ვე ხელი) — 25-დან. კუანში აორმაგებს მოწინააღმდეგის დაძახებას, სურკუანში — კიდევ ერთხელ.
    ჩამოდი იმავე ფერით; თუ არ გაქვს, გაჭერი უფრო მაღალი კოზირით, თუ შეგიძლია (გარდა იმ შემთხვევისა, როცა ხელს პარტნიორი იღებს). კოზირების რიგი: J 9 A 10 K Q 8 7.
    კომბინაციები ცხადდება პირველ კარტამდე: ტერცი 2, ორმოცდაათი 5, ასი 10, ოთხი ერთნაირი 10–20; ოთხი რვიანი სხვების კომბინაციებს აუქმებს. ბლოტი-რებლოტი (კოზირის K და Q) — 2.
    კონტრაქტი შესრულებულია, თუ დამძახებელი წყვილის ქულები კომბინაციებთან ერთად აღწევს დაძახებას; თუ არა — ჩაიჭრა. ვინც პირველი გადააჭარბებს 300-ს, იგებს: 2-0, თუ წამგებს 150 ან ნაკლები აქვს.
rules-belote =
    ფრანგული ბელოტი: 4 მოთამაშე, თითოს 5 კარტი და ერთი კარტი იხსნება.
    რიგრიგობით თითოეულს შეუძლია აიღოს გახსნილი კარტი (მისი ფერი კოზირია) ან თქვას პასი; მეორე წრეში შეიძლება ფერის არჩევა ან პასი; თუ არავინ აიღო, კარტი თავიდან რიგდება. შემდეგ ყველას 8 კარტი აქვს.
    თამაში ბაზარ ბლოტივითაა. ამღებებმა მეტი უნდა დააგროვონ, ვიდრე მოწინააღმდეგეებმა, თორემ დარიგების ყველა ქულა მოწინააღმდეგეებს რჩებათ. თამაში 501-მდე.
rules-belote2 =
    ორკაციანი ბელოტი: თითოს 6 კარტი და ერთი გახსნილი; იღებენ მას ან ირჩევენ ფერს, როგორც ფრანგულ ბელოტში, შემდეგ თითოს 9 კარტი აქვს და თამაშდება 9 ხელი.
    ქულები ათეულებით ითვლება, როგორც ბაზარ ბლოტში. თამაში 101-მდე.
rules-coinche =
    ფრანგული კუანში: დარიგებებს შორის დასტას მხოლოდ ჭრიან; დარიგება და თამაში საათის ისრის საწინააღმდეგოდ მიდის, 3-3-2.
    დაძახებები 80-დან, 10-ის ბიჯით, კაპუტი — 250; შეიძლება პასი, დაძახება, კუანში ან სურკუანში.
    შესრულდა: დაძახება პლუს ქულები. ჩაიჭრა: მოწინააღმდეგეები იღებენ 160-ს პლუს დაძახებას. კუანში ×2, სურკუანში ×4. თამაში 501-მდე.
rules-toto21 =
    Toto21: 2 მოთამაშე, 36 კარტი (6-დან ტუზამდე). ტუზი 11 ან 1, მეფე 4, ქალი 3, ვალეტი 2, დანარჩენი — თავისი ღირებულებით.
    ყოველ რაუნდში დილერი შემთხვევით ირჩევა; მეორე მოთამაშე პირველი თამაშობს: იღებს კარტს, სანამ 21-ზე ნაკლები აქვს, ან ჩერდება. 21-ზე მეტი — გადაჭარბებაა. შემდეგ თამაშობს დილერი.
    იგებს მეტი ქულა, თანაბარზე — დილერი. ორივემ გადააჭარბა: რაუნდი თავიდან ითამაშება 2 ქულაზე. დარიგებისას ორი ტუზი — ოქროს ქულა, თუ დილერსაც ორი ტუზი არ აქვს.
    რაუნდში ერთხელ მოთამაშეს (არა დილერს) შეუძლია აიღოს დახურული კარტი, რომელიც მხოლოდ ბოლოს იხსნება. ვინც პირველი მიაღწევს მაგიდის ქულებს, იგებს.
rules-durak =
    დურაკი: 2 მოთამაშე, 36 კარტი (6-დან ტუზამდე), თითოს 6. დასტის ბოლო კარტი ღიაა: მისი ფერი კოზირია.
    ჩამოსვლა ნებისმიერი კარტით შეიძლება; შემდეგ — მხოლოდ მაგიდაზე უკვე არსებული წონის კარტით. გაჭრა — იმავე ფერის უფრო მაღალი კარტით ან კოზირით; კოზირი — მხოლოდ უფრო მაღალი კოზირით.
    ვერ ჭრი ან არ გინდა — აიღე კარტები. ყველა გაჭრილია — კარტი წავიდა და სვლა მეორეზე გადადის. ყველა ივსებს ხელს 6 კარტამდე.
    დასტა და ხელი ცარიელია — თამაში მოგებულია, 1 ქულა. ვინც პირველი მიაღწევს მაგიდის ქულებს, იგებს.

## ძრავის შეცდომები: ბლოტი

err-blot-not-your-turn = ახლა ადგილი { $expected }-ის სვლაა და არა ადგილი { $seat }-ის.
err-blot-auction-over = ვაჭრობა დასრულდა.
err-blot-auction-not-over = ვაჭრობა ჯერ არ დასრულებულა.
err-blot-deal-over = დარიგება დასრულდა.
err-blot-wrong-call = ამ თამაშში { $kind ->
        [pass] პასი
        [bid] დაძახება ({ $level } { $strain })
        [kaput] კაპუტის დაძახება ({ $level } { $strain })
        [coinche] კუანში
        [surcoinche] სურკუანში
        [four-sevens] ოთხი შვიდიანის ჩვენება
        [take] გახსნილი კარტის აღება
        [choose] კოზირის არჩევა ({ $suit })
       *[other] ასეთი დაძახება
    } არ შეიძლება.
err-blot-bid-too-low = დაძახება მინიმუმ { $min } უნდა იყოს.
err-blot-bid-not-higher = დაძახება წინაზე ({ $last }) მაღალი უნდა იყოს.
err-blot-bid-off-step = დაძახებები { $step }-ის ბიჯით იზრდება.
err-blot-bid-too-high = უმაღლესი დაძახება კაპუტის გარეშე არის { $max }.
err-blot-kaput-too-low = კაპუტი მინიმუმ { $min } უნდა იყოს.
err-blot-kaput-too-high = კაპუტი მაქსიმუმ { $max } შეიძლება იყოს.
err-blot-must-bid-kaput = კაპუტის შემდეგ ყოველი უფრო მაღალი დაძახებაც კაპუტი უნდა იყოს.
err-blot-no-trump-not-allowed = ამ თამაშში უკოზირო დაძახება არ შეიძლება.
err-blot-only-surcoinche-or-pass = კუანშის შემდეგ შეიძლება მხოლოდ სურკუანში ან პასი.
err-blot-nothing-to-coinche = კუანშისთვის მოწინააღმდეგის დაძახება არ არის.
err-blot-nothing-to-surcoinche = სურკუანში შესაძლებელია მხოლოდ თქვენი წყვილის დაძახებაზე გაკეთებული კუანშის შემდეგ.
err-blot-cannot-show-four-sevens = ოთხ შვიდიანს აჩვენებს მხოლოდ მისი მფლობელი, თავის პირველ სიტყვამდე.
err-blot-turned-suit-refused = მეორე წრეში გახსნილი კარტის ფერის არჩევა არ შეიძლება.
err-blot-not-in-hand = { $card } თქვენს ხელში არ არის.
err-blot-must-follow-suit = იმავე ფერით უნდა ჩამოხვიდეთ.
err-blot-must-overtrump = უფრო მაღალი კოზირით უნდა გაჭრათ.
err-blot-must-trump = კოზირით უნდა გაჭრათ.
err-blot-too-late-to-announce = კომბინაციები ცხადდება პირველ კარტამდე.
err-blot-no-announcements = ამ მაგიდასთან კომბინაციები არ ცხადდება.
err-blot-not-a-combination = { $cards } კომბინაცია არ არის.
err-blot-card-in-two-combinations = { $card } ორ გამოცხადებულ კომბინაციაშია.
err-blot-combination-not-held = { $card } თქვენ არ დაგირიგდათ.
err-blot-wrong-hand-size = ხელში { $expected } კარტი უნდა იყოს და არა { $found }.
err-blot-card-dealt-twice = { $card } ორჯერ დარიგდა.
err-blot-card-not-in-pack = { $card } ამ თამაშის დასტაში არ არის.
err-blot-turned-card-not-taken = გახსნილი კარტი ამღების ხელში უნდა იყოს.
err-blot-hands-not-completed = ნათამაშები დარიგება სრული ხელებით იწერება.
err-blot-no-such-seat = ადგილი { $seat } არ არსებობს.

## ძრავის შეცდომები: Toto21

err-toto-match-over = მატჩი დასრულდა.
err-toto-no-round = რაუნდი არ მიდის: ჯერ შემდეგი უნდა დარიგდეს.
err-toto-round-in-play = რაუნდი ჯერ მიდის: შემდეგი დარიგება მისი დასრულების შემდეგაა.
err-toto-not-your-turn = ახლა ადგილი { $turn }-ის სვლაა და არა ადგილი { $seat }-ის.
err-toto-hit-at-21 = 21-ზე კარტის აღება არ შეიძლება: გაჩერდით.
err-toto-dealer-blind = დილერს დახურული კარტის აღება არ შეუძლია: მხოლოდ მოთამაშეს.
err-toto-blind-used = დახურული კარტი ამ რაუნდში უკვე აღებულია: რაუნდში მხოლოდ ერთი.
err-toto-deck-exhausted = ასაღები კარტი აღარ დარჩა.

## ძრავის შეცდომები: დურაკი

err-durak-no-points = მატჩი მინიმუმ 1 ქულამდე უნდა გაიმართოს.
err-durak-not-a-full-deck = დასტაში უნდა იყოს 36-ვე კარტი (6-დან ტუზამდე) თითოჯერ; მასშია { $cards }.
err-durak-wrong-first-attacker = პირველი უნდა ჩამოვიდეს ადგილი { $expected }.
err-durak-game-in-progress = მიმდინარე თამაში ჯერ არ დასრულებულა.
err-durak-no-game = თამაში არ მიდის: ჯერ შემდეგი უნდა დარიგდეს.
err-durak-game-over = თამაში დასრულდა.
err-durak-match-over = მატჩი დასრულდა.
err-durak-not-your-move = ახლა ადგილი { $to_move }-ის სვლაა და არა ადგილი { $seat }-ის.
err-durak-not-in-hand = { $card } თქვენს ხელში არ არის.
err-durak-rank-not-on-table = { $card }-ის დამატება არ შეიძლება: დამატებული კარტი მაგიდაზე არსებული წონის უნდა იყოს.
err-durak-exceeds-defender-hand = { $card }-ის დამატება არ შეიძლება: გაუჭრელი კარტები არ შეიძლება აღემატებოდეს დამცველის ხელში არსებულ კარტებს ({ $defender_cards }).
err-durak-nothing-to-let-go = ჯერ ჩამოდით: მაგიდაზე წასასვლელი კარტი არ არის.
err-durak-only-defender = სანამ მაგიდაზე გაუჭრელი კარტია, გაჭრა ან აღება მხოლოდ დამცველს შეუძლია.
err-durak-must-beat-or-take = მაგიდაზე გაუჭრელი კარტია: გაჭერით ან აიღეთ.
err-durak-not-unbeaten-attack = { $card } მაგიდაზე გაუჭრელი კარტი არ არის.
err-durak-does-not-beat = { $defence } ვერ ჭრის { $attack }-ს: გაჭერით იმავე ფერის უფრო მაღალი კარტით ან კოზირით.
err-durak-trump-needs-higher = { $defence } ვერ ჭრის { $attack }-ს: კოზირი მხოლოდ უფრო მაღალი კოზირით იჭრება.

## Optional announcements

btn-announce = გამოცხადება: { $combos }
btn-announce-none = გამოცხადების გარეშე
combo-run = { $len ->
        [3] ტერცი
        [4] ორმოცდაათი
       *[5] ასი
    } { $top }-მდე
combo-four = ოთხი { $rank ->
        [six] ექვსიანი
        [seven] შვიდიანი
        [eight] რვიანი
        [nine] ცხრიანი
        [ten] ათიანი
        [jack] ვალეტი
        [queen] ქალი
        [king] მეფე
       *[ace] ტუზი
    }
hand-announce-hint = კომბინაციების გამოცხადება სავალდებულო არ არის: პირველ კარტამდე აირჩიეთ, რას აცხადებთ, ან უბრალოდ ჩამოდით კარტით და საუკეთესოები გამოცხადდება.
btn-no-belote = ბლოტი არ გამოვაცხადო
btn-open-hand = კარტების გახსნა
screen-open-hand = გახსნილი კარტები — { $user }: { $cards }
hand-choose-open = თქვენ ირჩევთ, რომელი კარტი ჩამოვიდეს ამ გახსნილი ხელიდან: { $user }.
hand-laid-open = თქვენი ხელი გახსნილია: რომელი კარტით ჩამოხვალთ, მეტოქეები ირჩევენ.
setting-open-hand = ღია ხელი დაშვებულია: მოთამაშეს შეუძლია კარტები გახსნას, მაშინ მეტოქეები ირჩევენ, რომლით ჩამოვიდეს.
setting-no-trump = უკოზირო
setting-announcements = კომბინაციების გამოცხადება
setting-no-trump-off = უკოზიროს გარეშე: ყველა კონტრაქტს კოზირის ფერი აქვს.
setting-announcements-off = გამოცხადებების გარეშე: კომბინაციები არც ცხადდება და არც ითვლება, ბლოტი-რებლოტი კი ითვლება.
deny-setting-house-rule = { $game }: ასეთი საშინაო წესი არ არსებობს. ფრანგულ კუანშში მაგიდას შეუძლია გამორთოს უკოზირო და გამოცხადებები, /belote-ში — გამოცხადებები.

# Issue 39: tables belong to their chat.
deny-table-elsewhere = მაგიდა #{ $id } სხვა ჩატს ეკუთვნის: შეუერთდით მას იქ.
lobby-closed-unattended = დაიხურა: { $minutes } წუთის განმავლობაში მაგიდასთან არცერთი მოთამაშე არ იჯდა. { $staked ->
        [yes] ფსონები დაბრუნდა, თამაში არ ითვლება.
       *[no] თამაში არ ითვლება.
    }
deny-too-many-starts = მოკლე დროში ძალიან ბევრი თამაში დაიწყეთ: სცადეთ ხელახლა რამდენიმე წუთში.

# Issue 39: public answers that cannot flood
answered-privately = (პასუხი მხოლოდ თქვენთვისაა, რომ ჩატი არ გადაიტვირთოს.)

# Issue 41: the web table's page (web-server)
web-connecting = უკავშირდება…
web-reconnecting = კავშირი გაწყდა, ხელახლა ვუკავშირდებით…
web-spectator = თქვენ ამ მაგიდას უყურებთ.
web-your-hand = თქვენი კარტები
web-trump = კოზირი
web-contract = კონტრაქტი
web-bidding = ვაჭრობა
web-score = ანგარიში
web-tricks = ხელები
web-last-trick = ბოლო ხელი
web-dealer = დამრიგებელი
web-deck = დასტა
web-computer = კომპიუტერი
web-away = არ არის
web-empty-seat = თავისუფალი ადგილი
web-time-left = დარჩენილი დრო
web-unauthorized = გახსენით ეს მაგიდა Telegram-იდან: გვერდმა ვერ გაიგო, ვინ ხართ.
web-no-table = ეს მაგიდა არ არსებობს.
web-bad-frame = გვერდმა გამოგზავნა ის, რასაც მაგიდა ვერ კითხულობს: განაახლეთ გვერდი.
web-press-failed = ვერ მოხერხდა: სცადეთ თავიდან.
web-sign-in-busy = ახლა ძალიან ბევრი ადამიანი შემოდის: ცოტა ხანში ხელახლა ვცდით.
