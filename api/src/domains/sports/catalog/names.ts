// Common names by region, for the fictional players the engine generates. All in the Latin
// script: pinyin for Chinese, romaji for Japanese and the Revised Romanization for Korean (with
// the customary spellings Kim, Lee, Park and Choi for the four commonest family names), whose
// names are written family name first.

import type { NamePool, NameRegion } from './types';

export const NAME_POOLS: Record<NameRegion, NamePool> = {
  english: {
    given: [
      'James', 'Harry', 'Jack', 'Oliver', 'George', 'Thomas', 'William', 'Charlie', 'Jacob',
      'Daniel', 'Samuel', 'Joseph', 'Benjamin', 'Alfie', 'Lewis', 'Ryan', 'Callum', 'Connor',
      'Liam', 'Kieran', 'Jordan', 'Luke', 'Adam', 'Matthew', 'Ben', 'Tom', 'Joe', 'Harvey', 'Aaron',
      'Josh', 'Reece', 'Declan', 'Kyle', 'Jamie', 'Nathan', 'Owen', 'Ethan', 'Mason', 'Dominic',
      'Marcus',
    ],
    family: [
      'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson',
      'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood',
      'Jackson', 'Clarke', 'Hughes', 'Edwards', 'Turner', 'Hill', 'Harris', 'Cooper', 'Ward',
      'Morris', 'King', 'Baker', 'Lewis', 'Palmer', 'Mitchell', 'Carter', 'Phillips', 'Bennett',
      'Shaw', 'Barnes', 'Kane', 'Walsh',
    ],
  },
  spanish: {
    given: [
      'Alejandro', 'Pablo', 'Daniel', 'Javier', 'Sergio', 'Adrián', 'Álvaro', 'David', 'Diego',
      'Mario', 'Carlos', 'Hugo', 'Iván', 'Jorge', 'Rubén', 'Marcos', 'Raúl', 'Miguel', 'Antonio',
      'Manuel', 'José', 'Francisco', 'Luis', 'Fernando', 'Alberto', 'Rodrigo', 'Gonzalo', 'Iker',
      'Unai', 'Aitor', 'Óscar', 'Víctor', 'Nacho', 'Dani', 'Marc', 'Pedro', 'Jesús', 'Rafael',
      'Samuel', 'Borja',
    ],
    family: [
      'García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez',
      'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez',
      'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil',
      'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro',
      'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Iglesias',
    ],
  },
  italian: {
    given: [
      'Alessandro', 'Andrea', 'Lorenzo', 'Matteo', 'Francesco', 'Leonardo', 'Gabriele', 'Riccardo',
      'Tommaso', 'Edoardo', 'Federico', 'Davide', 'Marco', 'Luca', 'Simone', 'Giuseppe', 'Antonio',
      'Giovanni', 'Stefano', 'Nicolò', 'Filippo', 'Pietro', 'Mattia', 'Daniele', 'Emanuele',
      'Fabio', 'Roberto', 'Paolo', 'Giacomo', 'Michele', 'Salvatore', 'Vincenzo', 'Alberto',
      'Cristian', 'Manuel', 'Gianluca', 'Domenico', 'Enrico', 'Claudio', 'Raffaele',
    ],
    family: [
      'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino',
      'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo',
      'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso',
      'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale',
      'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti',
    ],
  },
  german: {
    given: [
      'Lukas', 'Leon', 'Felix', 'Jonas', 'Maximilian', 'Paul', 'Niklas', 'Tim', 'Jan', 'Finn',
      'Julian', 'Tobias', 'Florian', 'Sebastian', 'Moritz', 'David', 'Philipp', 'Alexander',
      'Daniel', 'Marco', 'Kevin', 'Dennis', 'Marcel', 'Christian', 'Stefan', 'Matthias', 'Benedikt',
      'Timo', 'Robin', 'Kai', 'Lennart', 'Nico', 'Fabian', 'Dominik', 'Jannik', 'Luca', 'Oliver',
      'Thomas', 'Michael', 'Patrick',
    ],
    family: [
      'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz',
      'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann',
      'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt',
      'Werner', 'Schmitz', 'Krause', 'Meier', 'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler',
      'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
    ],
  },
  french: {
    given: [
      'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Jules', 'Arthur', 'Nathan', 'Théo', 'Raphaël', 'Léo',
      'Maxime', 'Thomas', 'Antoine', 'Alexandre', 'Quentin', 'Clément', 'Romain', 'Julien',
      'Nicolas', 'Kylian', 'Mathis', 'Enzo', 'Baptiste', 'Adrien', 'Florian', 'Benjamin',
      'Matthieu', 'Pierre', 'Valentin', 'Paul', 'Yanis', 'Rayan', 'Bastien', 'Guillaume', 'Kévin',
      'Jérémy', 'Aurélien', 'Samuel', 'Killian', 'Dylan',
    ],
    family: [
      'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy',
      'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux',
      'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert',
      'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc',
      'Guérin', 'Muller', 'Henry', 'Roussel', 'Perrin',
    ],
  },
  dutch: {
    given: [
      'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Thijs', 'Jesse', 'Bram', 'Lars', 'Ruben',
      'Stijn', 'Tim', 'Niels', 'Sven', 'Joris', 'Jasper', 'Koen', 'Wouter', 'Bas', 'Jeroen', 'Rick',
      'Kevin', 'Dennis', 'Mark', 'Joost', 'Thomas', 'Sander', 'Luuk', 'Max', 'Teun', 'Gijs',
      'Tijmen', 'Wesley', 'Justin', 'Jelle', 'Mats', 'Quinten', 'Jurriën', 'Mick',
    ],
    family: [
      'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser',
      'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks',
      'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer',
      'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen',
      'van den Broek', 'de Bruijn', 'van Beek', 'Schouten', 'Willems', 'Hoekstra', 'Koster',
      'Verhoeven',
    ],
  },
  portuguese: {
    given: [
      'João', 'Rodrigo', 'Martim', 'Tiago', 'Diogo', 'Pedro', 'Gonçalo', 'Francisco', 'Duarte',
      'Tomás', 'Miguel', 'Rafael', 'André', 'Bruno', 'Ricardo', 'Nuno', 'Rui', 'Luís', 'Hugo',
      'Fábio', 'Vítor', 'Sérgio', 'Paulo', 'Carlos', 'José', 'Filipe', 'Daniel', 'Gabriel',
      'Henrique', 'Bernardo', 'Simão', 'Vasco', 'Afonso', 'Guilherme', 'Leonardo', 'Samuel',
      'Renato', 'Marco', 'Jorge', 'Hélder',
    ],
    family: [
      'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins',
      'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida',
      'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Nunes', 'Soares',
      'Vieira', 'Monteiro', 'Cardoso', 'Rocha', 'Neves', 'Coelho', 'Cruz', 'Cunha', 'Pires',
      'Ramos', 'Reis', 'Simões', 'Antunes', 'Matos',
    ],
  },
  chinese: {
    given: [
      'Wei', 'Hao', 'Jun', 'Lei', 'Yang', 'Tao', 'Peng', 'Chao', 'Bo', 'Jie', 'Qiang', 'Ming',
      'Hui', 'Long', 'Fei', 'Kai', 'Xin', 'Yu', 'Zhe', 'Rui', 'Haoran', 'Zihao', 'Yuxuan', 'Jiahao',
      'Junjie', 'Zhiyuan', 'Tianyu', 'Haoyu', 'Yichen', 'Mingze', 'Xiaolong', 'Jianguo', 'Zhiwei',
      'Weijie', 'Jialin', 'Shuai', 'Wenbo', 'Yifan', 'Chenxi', 'Zhenyu',
    ],
    family: [
      'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun',
      'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Gao', 'Lin', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang',
      'Han', 'Feng', 'Deng', 'Cao', 'Peng', 'Zeng', 'Xiao', 'Tian', 'Dong', 'Pan', 'Yuan', 'Cai',
      'Jiang', 'Yu', 'Du',
    ],
    familyFirst: true,
  },
  japanese: {
    given: [
      'Haruto', 'Yuto', 'Sota', 'Yuki', 'Hayato', 'Ren', 'Kaito', 'Riku', 'Takumi', 'Daiki',
      'Shota', 'Kenta', 'Ryota', 'Yusuke', 'Takuya', 'Kazuki', 'Naoki', 'Shun', 'Sho', 'Tsubasa',
      'Hiroki', 'Kohei', 'Yuya', 'Daichi', 'Ryo', 'Kenji', 'Takeshi', 'Koji', 'Masato', 'Yuma',
      'Keita', 'Haruki', 'Sora', 'Itsuki', 'Ryusei', 'Kosuke', 'Tomoya', 'Genki', 'Taichi', 'Junya',
    ],
    family: [
      'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura',
      'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue',
      'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto', 'Yamashita',
      'Ishikawa', 'Nakajima', 'Maeda', 'Fujita', 'Ogawa', 'Goto', 'Okada', 'Hasegawa', 'Murakami',
      'Kondo', 'Ishii', 'Saito', 'Sakamoto', 'Endo', 'Aoki',
    ],
    familyFirst: true,
  },
  korean: {
    given: [
      'Minjun', 'Seojun', 'Doyun', 'Yejun', 'Siu', 'Hajun', 'Jiho', 'Junseo', 'Hyeonu', 'Jihun',
      'Minseok', 'Seungmin', 'Donghyeon', 'Jaehyeon', 'Seongmin', 'Taeyang', 'Ujin', 'Jiwon',
      'Hyeonjun', 'Sanghyeok', 'Yeongjae', 'Gyeongho', 'Jinu', 'Donguk', 'Seunghun', 'Junho',
      'Minho', 'Jaewon', 'Sangu', 'Hyeonseok', 'Taehyeon', 'Jeongu', 'Seongho', 'Changmin',
      'Yongjun', 'Gihyeon', 'Hoseok', 'Jaemin', 'Seokjin', 'Daeho',
    ],
    family: [
      'Kim', 'Lee', 'Park', 'Choi', 'Jeong', 'Kang', 'Jo', 'Yun', 'Jang', 'Im', 'Han', 'Seo', 'Sin',
      'Gwon', 'Hwang', 'An', 'Song', 'Jeon', 'Hong', 'Yu', 'Go', 'Mun', 'Yang', 'Son', 'Bae',
      'Baek', 'Heo', 'Nam', 'Sim', 'No', 'Ha', 'Gwak', 'Seong', 'Cha', 'Ju', 'Gu', 'Min', 'Ryu',
      'Na', 'Jin',
    ],
    familyFirst: true,
  },
  american: {
    given: [
      'Michael', 'Christopher', 'Jalen', 'Jaylen', 'Tyler', 'Brandon', 'Justin', 'Anthony', 'Kevin',
      'Marcus', 'Darius', 'DeAndre', 'Jamal', 'Trey', 'Malik', 'Andre', 'Isaiah', 'Jordan',
      'Cameron', 'Devin', 'Austin', 'Zach', 'Kyle', 'Brian', 'Derrick', 'Terrance', 'Cody', 'Dylan',
      'Logan', 'Hunter', 'Tyrese', 'Jaden', 'Cole', 'Evan', 'Trevor', 'Dwayne', 'Kendrick',
      'Xavier', 'Caleb', 'Josh',
    ],
    family: [
      'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas',
      'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Moore', 'Allen', 'Young', 'King',
      'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell',
      'Carter', 'Roberts', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy',
      'Cook', 'Rogers', 'Bell', 'Washington',
    ],
  },
  balkan: {
    given: [
      'Nikola', 'Marko', 'Stefan', 'Luka', 'Filip', 'Nemanja', 'Aleksandar', 'Milan', 'Miloš',
      'Dušan', 'Vladimir', 'Ivan', 'Petar', 'Bogdan', 'Uroš', 'Vasilije', 'Ognjen', 'Dragan',
      'Dejan', 'Goran', 'Zoran', 'Srđan', 'Mateo', 'Ante', 'Josip', 'Mario', 'Dario', 'Tomislav',
      'Hrvoje', 'Igor', 'Emir', 'Adnan', 'Edin', 'Haris', 'Amar', 'Mirza', 'Džanan', 'Vanja',
      'Đorđe', 'Lazar',
    ],
    family: [
      'Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković',
      'Pavlović', 'Milošević', 'Popović', 'Kovačević', 'Todorović', 'Janković', 'Ristić', 'Lazić',
      'Simić', 'Vuković', 'Marić', 'Savić', 'Horvat', 'Kovačić', 'Babić', 'Knežević', 'Perić',
      'Jurić', 'Novak', 'Tomić', 'Pavić', 'Božić', 'Hodžić', 'Hadžić', 'Begić', 'Delić',
      'Mehmedović', 'Radončić', 'Bogdanović', 'Micić', 'Mitrović', 'Radulović',
    ],
  },
  turkish: {
    given: [
      'Mehmet', 'Mustafa', 'Ahmet', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'Murat', 'Emre', 'Burak',
      'Yusuf', 'Ömer', 'Can', 'Cem', 'Kerem', 'Arda', 'Berk', 'Eren', 'Kaan', 'Oğuz', 'Serkan',
      'Volkan', 'Hakan', 'Tolga', 'Umut', 'Onur', 'Barış', 'Selim', 'Mert', 'Enes', 'Furkan',
      'Halil', 'Ozan', 'Tuna', 'Doruk', 'Efe', 'Alper', 'Cenk', 'Yiğit', 'Sinan',
    ],
    family: [
      'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın',
      'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan',
      'Şimşek', 'Polat', 'Özcan', 'Korkmaz', 'Çakır', 'Erdem', 'Yavuz', 'Uçar', 'Acar', 'Şen',
      'Aktaş', 'Güler', 'Yalçın', 'Güneş', 'Bozkurt', 'Bulut', 'Keskin', 'Ünal', 'Turan', 'Gül',
      'Tekin',
    ],
  },
  greek: {
    given: [
      'Giorgos', 'Dimitris', 'Konstantinos', 'Nikos', 'Giannis', 'Christos', 'Panagiotis',
      'Vasilis', 'Kostas', 'Thanasis', 'Michalis', 'Stavros', 'Alexandros', 'Antonis', 'Spyros',
      'Ilias', 'Manolis', 'Stelios', 'Angelos', 'Petros', 'Sotiris', 'Pavlos', 'Lefteris',
      'Evangelos', 'Theodoros', 'Fotis', 'Apostolos', 'Vangelis', 'Andreas', 'Marios', 'Tasos',
      'Charalampos', 'Kyriakos', 'Thodoris', 'Nektarios', 'Stratos', 'Anastasios', 'Loukas',
      'Grigoris', 'Tolis',
    ],
    family: [
      'Papadopoulos', 'Papadakis', 'Georgiou', 'Nikolaidis', 'Papageorgiou', 'Oikonomou', 'Vlachos',
      'Pappas', 'Dimitriou', 'Karagiannis', 'Konstantinidis', 'Makris', 'Ioannidis', 'Athanasiou',
      'Christodoulou', 'Antoniou', 'Georgiadis', 'Vasileiou', 'Triantafyllou', 'Papanikolaou',
      'Alexiou', 'Theodorou', 'Kalogeropoulos', 'Michailidis', 'Stavropoulos', 'Kyriakidis',
      'Panagiotopoulos', 'Angelopoulos', 'Nikolaou', 'Papathanasiou', 'Petridis', 'Sotiropoulos',
      'Lazaridis', 'Mavridis', 'Zervas', 'Galanis', 'Raptis', 'Kostopoulos', 'Chatzigeorgiou',
      'Diamantis',
    ],
  },
  russian: {
    given: [
      'Aleksandr', 'Dmitry', 'Maksim', 'Sergey', 'Andrey', 'Aleksey', 'Artyom', 'Ilya', 'Kirill',
      'Mikhail', 'Nikita', 'Ivan', 'Yegor', 'Roman', 'Denis', 'Pavel', 'Anton', 'Vladimir',
      'Yevgeny', 'Igor', 'Oleg', 'Konstantin', 'Vladislav', 'Stanislav', 'Timur', 'Ruslan',
      'Nikolay', 'Vadim', 'Danila', 'Matvey', 'Gleb', 'Arseny', 'Fyodor', 'Yaroslav', 'Stepan',
      'Vitaly', 'Yury', 'Vyacheslav', 'Grigory', 'Leonid',
    ],
    family: [
      'Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Vasilyev', 'Petrov', 'Sokolov', 'Mikhailov',
      'Novikov', 'Fyodorov', 'Morozov', 'Volkov', 'Alekseyev', 'Lebedev', 'Semyonov', 'Yegorov',
      'Pavlov', 'Kozlov', 'Stepanov', 'Nikolayev', 'Orlov', 'Andreyev', 'Makarov', 'Nikitin',
      'Zakharov', 'Zaitsev', 'Solovyov', 'Borisov', 'Yakovlev', 'Grigoryev', 'Romanov', 'Vorobyov',
      'Sergeyev', 'Kuzmin', 'Frolov', 'Aleksandrov', 'Dmitriyev', 'Korolev', 'Gusev', 'Kiselyov',
    ],
  },
  nordic: {
    given: [
      'Lars', 'Erik', 'Magnus', 'Anders', 'Johan', 'Oskar', 'Emil', 'Henrik', 'Mikkel', 'Jonas',
      'Kasper', 'Rasmus', 'Mathias', 'Sebastian', 'Viktor', 'Axel', 'Elias', 'Filip', 'Isak',
      'Jesper', 'Sander', 'Sindre', 'Eirik', 'Håkon', 'Ole', 'Jakob', 'Niklas', 'Mads', 'Frederik',
      'Tobias', 'Aleksi', 'Mikko', 'Juho', 'Ville', 'Antti', 'Teemu', 'Joel', 'Linus', 'Albin',
      'Noah',
    ],
    family: [
      'Johansson', 'Andersson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson',
      'Svensson', 'Gustafsson', 'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen',
      'Nielsen', 'Jensen', 'Kristiansen', 'Berg', 'Haugen', 'Bakken', 'Lindqvist', 'Lindberg',
      'Holm', 'Dahl', 'Lund', 'Møller', 'Madsen', 'Rasmussen', 'Korhonen', 'Virtanen', 'Mäkinen',
      'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Lindholm', 'Sandberg', 'Nyberg',
    ],
  },
  latin_american: {
    given: [
      'Santiago', 'Mateo', 'Sebastián', 'Matías', 'Nicolás', 'Joaquín', 'Benjamín', 'Tomás',
      'Lucas', 'Agustín', 'Facundo', 'Franco', 'Gonzalo', 'Lautaro', 'Thiago', 'Emiliano',
      'Maximiliano', 'Juan Pablo', 'Juan Cruz', 'Julián', 'Rodrigo', 'Cristian', 'Brian', 'Kevin',
      'Jhon', 'Yerson', 'Andrés', 'Felipe', 'Camilo', 'Esteban', 'Alexis', 'Diego', 'Luis',
      'Carlos', 'Jorge', 'Fernando', 'Ricardo', 'Eduardo', 'Alejandro', 'Valentín',
    ],
    family: [
      'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez',
      'Sánchez', 'Romero', 'Sosa', 'Torres', 'Álvarez', 'Ruiz', 'Ramírez', 'Flores', 'Acosta',
      'Benítez', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra',
      'Rojas', 'Molina', 'Castro', 'Ortiz', 'Silva', 'Núñez', 'Luna', 'Juárez', 'Cabrera', 'Ríos',
      'Morales', 'Godoy', 'Vargas', 'Muñoz', 'Figueroa',
    ],
  },
};
