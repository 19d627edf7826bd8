-- The name a pitch or a box score shows for a player: the family name, which for Chinese, Japanese
-- and Korean players comes first ("Zeng Zihao" is Zeng), or an esports handle. Empty where the
-- source gave none: the api then shows the name's last word.
ALTER TABLE players ADD COLUMN short_name text NOT NULL DEFAULT '';
